/// What the graph knows about one view type, worked out once per type.
///
/// Its operations take views as existentials and get their type back with
/// ``withKnownView(_:as:_:)``,
/// and field values with `as!`: an info is only ever used with values of its own type (the
/// registry finds it by the value's type, and a node's identity includes its type), so no
/// conditional cast (which looks up `Optional<T>` metadata on every call) is needed.
final class ViewTypeInfo {
  let name: String
  /// The type's number in its registry, in order of first appearance, from 0.
  let index: Int
  /// The type's identity, as identity keys hold it.
  let typeID: ObjectIdentifier
  /// The type metadata and `View` witness table of an `any View` holding a value of the type
  /// (see ``ViewBuffer``).
  let viewType: ViewBuffer.ViewType
  /// Present for views that dissolve into their parent's children (tuples, conditionals,
  /// optionals, `ForEach`, `Group`, modifiers that only set identity).
  let listContent: ((any View, inout ViewList, String, ExplicitIDs) -> Void)?
  /// ``listContent`` for a value of the type at an address, read in place: a container's
  /// content (a builder block's `TupleView`) dissolves into its elements without being copied
  /// into an existential's box, and destroyed with it (see ``ViewList/appendContent(_:)``).
  let listContentInPlace: ((UnsafeRawPointer, inout ViewList, String, ExplicitIDs) -> Void)?
  /// Present for primitives, which the graph expands itself.
  let primitive: PrimitiveOperations?
  /// Runs the body of the view it is given in place (it does not change it); `nil` for a type
  /// outside this module that declares `Body == Never`, whose body would trap.
  ///
  /// The view is passed `inout` so that the graph can hand over the value its node holds where
  /// it lies: passed by value, it was copied out of the node first (a copy retains each
  /// reference the view holds, then releases it again).
  let evaluateBody: ((inout any View) -> any View)?
  private let reader: FieldReader?
  private let equality: ((any View, any View) -> Bool)?
  /// For a type without dynamic properties that is not `Equatable`: whether any field changed
  /// (``FieldReader/anyFieldChanged``), kept apart so that a comparison copies no reader.
  private let anyFieldChanged: ((any View, any View) -> Bool)?
  let dynamicFields: [DynamicField]
  /// Whether some of ``dynamicFields`` keeps something in its node's slot: when none does (a
  /// view whose only dynamic properties are `@Environment` fields), the node makes no slots.
  let dynamicFieldsUseSlots: Bool
  /// The type as its evaluations record it: its name and the labels of ``dynamicFields``.
  let evaluatedType: Evaluation.ViewType
  private let dynamicFieldIndices: [Int]

  /// Whether the type is a primitive (``primitive`` is present).
  let isPrimitive: Bool
  /// Whether the type is a ``ControlView``, which resolves its bindings in its own scope.
  let isControl: Bool
  /// Whether the type is a ``TitledControl``, which a host finds by its title.
  let isTitledControl: Bool

  init<Content: View>(sample: Content, index: Int, reflection: FieldReflection) {
    self.index = index
    typeID = ObjectIdentifier(Content.self)
    viewType = withUnsafePointer(to: sample as any View) { container in
      let raw = UnsafeRawPointer(container)
      return (
        raw.load(fromByteOffset: ViewBuffer.metadataOffset, as: UnsafeRawPointer.self),
        raw.load(fromByteOffset: ViewBuffer.metadataOffset + 8, as: UnsafeRawPointer.self)
      )
    }
    name = displayName(
      of: (Content.self as? any NamedAfterModifier.Type)?.modifierType ?? Content.self)
    if Content.Body.self == Never.self {
      evaluateBody = nil
    } else {
      evaluateBody = nonisolatedBody(of: Content.self)
    }
    if let content = sample as? any ViewListContent {
      listContent = makeListContent(content)
      listContentInPlace = makeListContentInPlace(content)
    } else {
      listContent = nil
      listContentInPlace = nil
    }
    if let content = sample as? any PrimitiveView {
      primitive = makePrimitiveOperations(content)
    } else {
      primitive = nil
    }
    isPrimitive = primitive != nil
    isControl = primitive?.resolveLine != nil
    isTitledControl = sample is any TitledControl
    guard listContent == nil, primitive == nil else {
      reader = nil
      equality = nil
      anyFieldChanged = nil
      dynamicFields = []
      dynamicFieldsUseSlots = false
      evaluatedType = Evaluation.ViewType(name: name, dynamicPropertyLabels: [])
      dynamicFieldIndices = []
      return
    }
    let reader = FieldReader.make(for: sample, reflection: reflection)
    self.reader = reader
    equality = makeViewEquality(Content.self)
    dynamicFields = reader.fields.enumerated().compactMap { index, field in
      guard let type = field.type as? any DynamicProperty.Type else { return nil }
      return makeDynamicField(type, index: index, label: field.label)
    }
    dynamicFieldsUseSlots = dynamicFields.contains(where: \.usesSlot)
    evaluatedType = Evaluation.ViewType(
      name: name, dynamicPropertyLabels: dynamicFields.map(\.label))
    dynamicFieldIndices = dynamicFields.map(\.fieldIndex)
    anyFieldChanged = equality == nil && dynamicFields.isEmpty ? reader.anyFieldChanged : nil
  }

  /// Calls `body` with each of ``dynamicFields`` and the address of its value in `view`
  /// (valid during the call), in order.
  ///
  /// The values are passed one by one rather than returned in an array (at a mount, the array's
  /// allocation, filling and release cost about 700 instructions per custom view), and by
  /// address rather than boxed as `Any` and cast back (about 400 per field).
  func forEachDynamicField(
    of view: any View, _ body: (Int, DynamicField, UnsafeRawPointer) -> Void
  ) {
    reader?.forEachField(view, dynamicFieldIndices) { position, value in
      body(position, dynamicFields[position], value)
    }
  }

  /// Appends to `reasons`, unless already there, the reasons a custom view value counts as a
  /// changed input: `@self` when an ordinary field (or the whole value, for an `Equatable`
  /// view) changed, then `_name` for each dynamic property that changed.
  func appendChanges(
    from old: any View, to new: any View, to reasons: inout [EvaluationReason]
  ) {
    // The closures are called where the info keeps them: bound to a constant first, each was
    // retained and released around its call.
    if let equal = equality?(old, new) {
      if !equal { reasons.appendIfAbsent(.selfChanged) }
      return
    }
    // Without dynamic properties, any changed field is `@self`: the first one found answers.
    if let changed = anyFieldChanged?(old, new) {
      if changed { reasons.appendIfAbsent(.selfChanged) }
      return
    }
    guard let reader else { return }
    var selfChanged = false
    var properties: [EvaluationReason] = []
    var next = 0
    reader.forEachChangedField(old, new) { index in
      while next < dynamicFields.count, dynamicFields[next].fieldIndex < index { next += 1 }
      if next < dynamicFields.count, dynamicFields[next].fieldIndex == index {
        properties.append(.property(dynamicFields[next].label))
      } else {
        selfChanged = true
      }
    }
    if selfChanged { reasons.appendIfAbsent(.selfChanged) }
    for property in properties { reasons.appendIfAbsent(property) }
  }

  /// Appends to `reasons`, unless already there, the dynamic properties of `view` that depend
  /// on what changed between two environments.
  func appendEnvironmentChanges(
    of view: any View, from old: EnvironmentValues, to new: EnvironmentValues,
    to reasons: inout [EvaluationReason]
  ) {
    guard !dynamicFields.isEmpty else { return }
    forEachDynamicField(of: view) { _, field, address in
      if field.environmentChanged(address, old, new) {
        reasons.appendIfAbsent(.property(field.label))
      }
    }
  }
}

private func makeListContent<Content: ViewListContent>(
  _ sample: Content
) -> (any View, inout ViewList, String, ExplicitIDs) -> Void {
  { view, list, position, ids in
    withKnownView(view, as: Content.self) {
      $0.appendElements(to: &list, position: position, ids: ids)
    }
  }
}

private func makeListContentInPlace<Content: ViewListContent>(
  _ sample: Content
) -> (UnsafeRawPointer, inout ViewList, String, ExplicitIDs) -> Void {
  { address, list, position, ids in
    Content.appendElements(at: address, to: &list, position: position, ids: ids)
  }
}

private func makePrimitiveOperations<Primitive: PrimitiveView>(
  _ sample: Primitive
) -> ViewTypeInfo.PrimitiveOperations {
  // A fixed line is given without reading the value: in code that does not know the type, the
  // getter copied a container's whole content to make it.
  let fixedLine = (Primitive.self as? any FixedLinePrimitive.Type)?.fixedLine
  return ViewTypeInfo.PrimitiveOperations(
    renderLine: fixedLine.map { line in { _ in line } }
      ?? { view in withKnownView(view, as: Primitive.self) { $0.renderLine } },
    hasSameLine: fixedLine.map { _ in { _, _ in true } }
      ?? { old, new in
        withKnownViewBytes(of: old, as: Primitive.self) { old in
          withKnownViewBytes(of: new, as: Primitive.self) { new in
            Primitive.hasSameRenderLine(at: old, and: new)
          }
        }
      },
    lineStart: Primitive.lineStart,
    // In place: called on the value, the method copied it (and the content of a stack).
    appendChildren: { view, list in
      withKnownViewBytes(of: view, as: Primitive.self) {
        Primitive.appendChildren(at: $0, to: &list)
      }
    },
    // A plain container's children see its own environment (see `PlainContainer`): the value,
    // which the call copied, is not read.
    childEnvironment: Primitive.self is any PlainContainer.Type
      ? { _, parent, _ in parent }
      : { view, parent, previous in
        withKnownView(view, as: Primitive.self) {
          $0.childEnvironment(parent: parent, previous: previous)
        }
      },
    appendLifecycleActions: { view, previous, state, actions in
      guard state != nil || Primitive.actsWithoutState else { return }
      withKnownView(view, as: Primitive.self) {
        $0.appendLifecycleActions(previous: previous, state: state, to: &actions)
      }
    },
    appendDisappearActions: { view, state, actions in
      guard state != nil || Primitive.actsWithoutState else { return }
      withKnownView(view, as: Primitive.self) {
        $0.appendDisappearActions(state: state, to: &actions)
      }
    },
    attach: (sample as? any SubscribingPrimitive).map { makeAttach($0) },
    isLeaf: sample is any LeafPrimitiveView, isLazy: sample is any LazyContainer,
    keepsState: Primitive.keepsState,
    resolveLine: (sample as? any ControlView).map { makeResolveLine($0) })
}

private func makeResolveLine<Control: ControlView>(_ sample: Control) -> (any View) -> String {
  { view in withKnownView(view, as: Control.self) { $0.resolvedLine } }
}

private func makeAttach<Primitive: SubscribingPrimitive>(
  _ sample: Primitive
) -> (any View, Node, Graph) -> Void {
  { view, node, graph in
    withKnownView(view, as: Primitive.self) { $0.attach(to: node, graph: graph) }
  }
}

private func makeDynamicField<Property: DynamicProperty>(
  _ type: Property.Type, index: Int, label: String
) -> ViewTypeInfo.DynamicField {
  ViewTypeInfo.DynamicField(
    fieldIndex: index, label: label, usesSlot: !(Property.self is any SlotFreeProperty.Type),
    install: { field, slot, context in
      field.assumingMemoryBound(to: Property.self).pointee.install(in: slot, context: context)
    },
    environmentChanged: { field, old, new in
      field.assumingMemoryBound(to: Property.self).pointee.environmentChanged(from: old, to: new)
    })
}

/// The name of a type without its module and generic arguments: `ForEach`, `BookRow`.
func displayName(of type: Any.Type) -> String {
  let name = _typeName(type, qualified: false)
  guard let bracket = name.firstIndex(of: "<") else { return name }
  return String(name[..<bracket])
}

extension [EvaluationReason] {
  /// `[.identity]`, the reasons of every first evaluation, made once and shared.
  static let identityOnly: [EvaluationReason] = [.identity]
  /// `[.selfChanged]`, the commonest reasons of an update, made once and shared.
  static let selfChangedOnly: [EvaluationReason] = [.selfChanged]

  /// Whether the reasons are those of a first evaluation: `@identity` alone.
  var isIdentityOnly: Bool {
    count == 1 && self[0] == .identity
  }

  /// Appends `reason` unless the array already holds it.
  ///
  /// An empty array becomes a shared one for the commonest single reasons, so that recording
  /// them allocates nothing.
  mutating func appendIfAbsent(_ reason: EvaluationReason) {
    if isEmpty {
      switch reason {
      case .identity: self = .identityOnly
      case .selfChanged: self = .selfChangedOnly
      default: append(reason)
      }
    } else if !contains(reason) {
      append(reason)
    }
  }
}
