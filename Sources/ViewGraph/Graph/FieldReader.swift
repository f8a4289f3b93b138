import StoredFieldReflection

/// Reads the stored fields of values of one view type, in declaration order, and compares them
/// between two values.
///
/// The metadata route reads the layout through `StoredFields` (the standard library's
/// reflection SPI); `Mirror` is the route for types it cannot describe.
struct FieldReader {
  /// One stored field of a view type.
  struct Field {
    let label: String
    let type: Any.Type
  }

  let fields: [Field]
  /// Calls its last argument with each position in the given indices and the address of the
  /// value of the field at that index (valid during the call), in that order: no array of the
  /// values is made, and none is boxed as `Any`.
  let forEachField:
    (_ view: any View, _ indices: [Int], _ body: (Int, UnsafeRawPointer) -> Void) -> Void
  /// Calls its last argument with the index of each field whose value in the second view is a
  /// changed input compared with the first (see ``makeFieldComparator(_:offset:)``).
  let forEachChangedField: (_ old: any View, _ new: any View, _ body: (Int) -> Void) -> Void
  /// Whether any field of the second view is a changed input compared with the first: what
  /// ``forEachChangedField`` would report at least once, answered at the first one found.
  let anyFieldChanged: (_ old: any View, _ new: any View) -> Bool

  private init(
    fields: [Field],
    forEachField: @escaping (any View, [Int], (Int, UnsafeRawPointer) -> Void) -> Void,
    forEachChangedField: @escaping (any View, any View, (Int) -> Void) -> Void,
    anyFieldChanged: ((any View, any View) -> Bool)? = nil
  ) {
    self.fields = fields
    self.forEachField = forEachField
    self.forEachChangedField = forEachChangedField
    self.anyFieldChanged =
      anyFieldChanged ?? { old, new in
        var changed = false
        forEachChangedField(old, new) { _ in changed = true }
        return changed
      }
  }

  /// Describes `Content`'s stored fields, using `sample` for the `Mirror` route.
  static func make<Content: View>(
    for sample: Content, reflection: FieldReflection
  ) -> FieldReader {
    // An enum's stored fields depend on its case: it has none that every value holds (its
    // type info compares its case and payload).
    if EnumCases.isEnum(Content.self) { return metadataReader(Content.self, layout: []) }
    if reflection == .metadata, let layout = metadataLayout(of: Content.self) {
      return metadataReader(Content.self, layout: layout)
    }
    let fields = flattenedChildren(of: sample).map { child in
      Field(label: child.label, type: Swift.type(of: child.value))
    }
    let comparators = fields.map { makeFieldComparator($0.type, offset: 0) }
    let values: (any View) -> [Any] = { view in flattenedChildren(of: view).map(\.value) }
    return FieldReader(fields: fields) { view, indices, body in
      let all = values(view)
      for (position, index) in indices.enumerated() {
        let value = all[index]
        // The field's dynamic type is the sample's: the address is read as that type.
        precondition(
          Swift.type(of: value) == fields[index].type,
          "the field \(fields[index].label) holds a \(Swift.type(of: value)), not the "
            + "\(fields[index].type) it held when its view type was described")
        withContentBytes(of: value) { body(position, $0) }
      }
    } forEachChangedField: { old, new, body in
      for (index, (oldValue, newValue)) in zip(values(old), values(new)).enumerated() {
        // A field whose value has another type than the sample's (an existential field) is
        // a changed input.
        let type = fields[index].type
        guard Swift.type(of: oldValue) == type, Swift.type(of: newValue) == type else {
          body(index)
          continue
        }
        let changed = withContentBytes(of: oldValue) { oldBytes in
          withContentBytes(of: newValue) { newBytes in comparators[index](oldBytes, newBytes) }
        }
        if changed { body(index) }
      }
    }
  }

  /// A reader that finds the fields at their offsets in the value's own memory.
  private static func metadataReader<Content: View>(
    _ type: Content.Type, layout: [(label: String, offset: Int, type: Any.Type)]
  ) -> FieldReader {
    let fields = layout.map { Field(label: $0.label, type: $0.type) }
    let offsets = layout.map(\.offset)
    let comparators = layout.map { field -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool in
      let type: Any.Type = field.type
      return makeFieldComparator(type, offset: field.offset)
    }
    // The fields whose `==` is equality of their bytes are compared as runs of bytes; the
    // others one by one, with their comparators.
    let bitwise = layout.compactMap { field in
      bitwiseComparedSize(of: field.type).map { ByteRun(offset: field.offset, count: $0) }
    }
    let runs = ByteRun.merged(bitwise)
    let otherComparators = zip(layout, comparators).compactMap { field, comparator in
      bitwiseComparedSize(of: field.type) == nil ? comparator : nil
    }
    return FieldReader(fields: fields) { view, indices, body in
      guard !indices.isEmpty else { return }
      withKnownViewBytes(of: view, as: Content.self) { base in
        for (position, index) in indices.enumerated() {
          body(position, base + offsets[index])
        }
      }
    } forEachChangedField: { old, new, body in
      guard !comparators.isEmpty else { return }
      withKnownViewBytes(of: old, as: Content.self) { oldBase in
        withKnownViewBytes(of: new, as: Content.self) { newBase in
          for index in comparators.indices where comparators[index](oldBase, newBase) {
            body(index)
          }
        }
      }
    } anyFieldChanged: { old, new in
      guard !comparators.isEmpty else { return false }
      return withKnownViewBytes(of: old, as: Content.self) { oldBase in
        withKnownViewBytes(of: new, as: Content.self) { newBase in
          runs.contains { !$0.isEqual(in: oldBase, and: newBase) }
            || otherComparators.contains { $0(oldBase, newBase) }
        }
      }
    }
  }

  /// The fields of `type` with their offsets; the fields of a ``ViewModifier`` field are
  /// listed in its place, at their offsets within the value (see ``flattenedChildren(of:)``).
  private static func metadataLayout(
    of type: Any.Type
  ) -> [(label: String, offset: Int, type: Any.Type)]? {
    guard let fields = StoredFields.ofValueType(type) else { return nil }
    var layout: [(label: String, offset: Int, type: Any.Type)] = []
    for field in fields {
      guard field.type is any ViewModifier.Type else {
        layout.append((field.name, field.offset, field.type))
        continue
      }
      guard let nested = metadataLayout(of: field.type) else { return nil }
      layout += nested.map { ($0.label, field.offset + $0.offset, $0.type) }
    }
    return layout
  }
}

/// The stored fields of `value`, by `Mirror`, with the fields of a ``ViewModifier`` field
/// listed in its place: a ``ModifiedContent``'s modifier's fields are the view's own, so its
/// dynamic properties are installed and compared field by field.
private func flattenedChildren(of value: Any) -> [(label: String, value: Any)] {
  Mirror(reflecting: value).children.flatMap { child -> [(label: String, value: Any)] in
    child.value is any ViewModifier
      ? flattenedChildren(of: child.value) : [(child.label ?? "_", child.value)]
  }
}

/// The field of type `type` at `offset` in the value at `base`, boxed as `Any`.
func loadField<Field>(
  _ type: Field.Type, from base: UnsafeRawPointer, at offset: Int
) -> Any {
  base.load(fromByteOffset: offset, as: Field.self)
}

/// Runs `body` with the address of (a copy of) `value`.
private func withBytes<Value, Result>(
  of value: Value, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}

/// Runs `body` with the address of (a copy of) the value inside `value`.
private func withContentBytes<Result>(
  of value: Any, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  func open<Opened>(_ opened: Opened) -> Result {
    withBytes(of: opened, body)
  }
  return _openExistential(value, do: open)
}
