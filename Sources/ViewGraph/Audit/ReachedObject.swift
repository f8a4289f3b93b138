/// A class instance that a view reaches through its fields (its stored properties, its dynamic
/// properties' values, bindings), and the model property that holds it when it is reached through
/// another model.
package struct ReachedObject {
  let object: AnyObject
  /// The model type and property that hold it, such as `Library` and `settings`; `nil` when the
  /// view holds it itself, or when a collection in the model holds it (such as the books of a
  /// library, which views observe one by one).
  let holder: (type: String, property: String, isObservableObject: Bool)?

  /// The objects `views` reach, each once, in the order found, with the index of the first view
  /// that reaches it.
  ///
  /// The walk follows structs, enums, optionals, collections and the boxes of this module's
  /// property wrappers, and the stored properties of models; it does not enter the graph's own
  /// machinery (contexts, environments, subscriptions) nor the models' registrars and publishers.
  /// Closures are opaque to it.
  ///
  /// Struct values are read from their layouts (see ``StoredLayout``) unless `reflection` is
  /// ``FieldReflection/mirror``; everything else through `Mirror`.
  ///
  /// The walk then goes on from each of `models` that it has not reached yet, as from a model a
  /// view holds; what it finds there has the view index -1.
  ///
  /// The objects of the `settled` types that are leaves (see ``LeafModel``) and not
  /// `ObservableObject`s are left out, and a collection's elements of those types are not read
  /// one by one (under ``FieldReflection/metadata``): the caller knows all there is to know of
  /// such an object (the audit: its type was checked and has no unobserved property), and the
  /// walk does not go on into a leaf.
  ///
  /// `passedCollections` holds the standard collections an earlier walk found to lead nowhere
  /// (each element of a type the walk skips); one met again, the same value, is passed over
  /// without reading its elements. It is left holding those this walk met.
  static func all(
    from views: [Any], models: [AnyObject] = [], settled: Set<ObjectIdentifier> = [],
    passedCollections: inout PassedCollections, _ reflection: FieldReflection
  ) -> [(viewIndex: Int, object: ReachedObject)] {
    var walk = Walk(reflection: reflection)
    walk.settled = settled
    walk.knownPassedCollections = passedCollections
    for (index, view) in views.enumerated() {
      walk.viewIndex = index
      walk.visit(view, depth: 0, holder: nil)
    }
    walk.viewIndex = -1
    for model in models {
      walk.visitModel(model, holder: nil)
    }
    passedCollections = walk.passedCollections
    return walk.found
  }

  /// Standard collections that lead nowhere, by type and bits, with the values themselves: kept,
  /// they keep their storage alive, so that no other collection can take its address and pass
  /// for one of them.
  ///
  /// The same bits mean the same elements: a collection's storage is not changed in place while
  /// another value (the one kept here) shares it. Every element is of a type the walk skips:
  /// a value that holds nothing, a type of the graph's machinery, or a settled leaf model (see
  /// ``all(from:models:settled:passedCollections:_:)``); the settled types only grow from one
  /// audit to the next, so such a collection leads nowhere in a later walk either.
  struct PassedCollections {
    fileprivate var values: [CollectionBits: Any] = [:]
  }

  /// A standard collection's type and the words of its value (at most four: an array, a set or
  /// a slice).
  fileprivate struct CollectionBits: Hashable {
    let type: ObjectIdentifier
    let words: [UInt]

    init?(_ value: Any) {
      func words<Value>(_ value: Value) -> [UInt]? {
        guard MemoryLayout<Value>.size <= 4 * MemoryLayout<UInt>.stride else { return nil }
        var words: [UInt] = Array(repeating: 0, count: 4)
        withUnsafeBytes(of: value) { bytes in
          words.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
        }
        return words
      }
      guard let words = words(value) else { return nil }
      type = ObjectIdentifier(Swift.type(of: value))
      self.words = words
    }
  }

  /// The models `view` holds itself, each once, in the order ``all(from:_:)`` finds them; the walk
  /// does not go on into them.
  static func held(by view: Any, _ reflection: FieldReflection) -> [AnyObject] {
    var finder = HeldModels(reflection: reflection)
    return finder.held(by: view)
  }

  /// Finds the models each of many views holds, as ``held(by:_:)`` does, learning what each type
  /// met is once for all of them.
  struct HeldModels {
    private var walk: Walk

    /// Creates a finder that reads values by the route `reflection` names.
    init(reflection: FieldReflection) {
      walk = Walk(reflection: reflection)
      walk.entersModels = false
    }

    /// The models `view` holds itself, each once, in the order ``all(from:_:)`` finds them.
    mutating func held(by view: Any) -> [AnyObject] {
      walk.found = []
      walk.seen = []
      walk.visit(view, depth: 0, holder: nil)
      return walk.found.map(\.object.object)
    }
  }

  /// The objects `model` reaches, itself first, each once, in the order ``all(from:_:)`` finds
  /// them when a view holds `model`.
  static func all(fromModel model: AnyObject, _ reflection: FieldReflection) -> [ReachedObject] {
    var walk = Walk(reflection: reflection)
    walk.visitModel(model, holder: nil)
    return walk.found.map(\.object)
  }

  /// The object `value` holds, a value of a class type: read from the existential's bits, which
  /// costs far less than the dynamic cast `value as AnyObject` makes; a value of another type
  /// (a struct whose custom mirror calls itself a class) is cast as before.
  ///
  /// `package` for its tests (`AuditWalkTests`).
  package static func reference(in value: Any) -> AnyObject {
    func open<Value>(_ value: Value) -> AnyObject {
      // A class instance is one strong reference, as an `AnyObject` is.
      Value.self is AnyClass ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
    }
    return _openExistential(value, do: open)
  }

  private struct Walk {
    let reflection: FieldReflection
    /// Whether the walk goes on into the models it reaches.
    var entersModels = true
    var found: [(viewIndex: Int, object: ReachedObject)] = []
    var viewIndex = 0
    var seen: Set<ObjectIdentifier> = []
    /// The types whose leaf objects, not `ObservableObject`s, the walk leaves out (see
    /// ``all(from:models:settled:_:)``).
    var settled: Set<ObjectIdentifier> = []
    /// The collections an earlier walk passed over (see ``PassedCollections``).
    var knownPassedCollections = PassedCollections()
    /// The collections this walk passed over, or could have.
    var passedCollections = PassedCollections()

    /// How deep into nested values the walk goes, counted from the view or from the model that
    /// holds them: the walk follows models as far as they lead, each once.
    static let depthLimit = 8
    /// Types of this module the walk does not enter: they lead to the whole graph.
    static let opaqueTypes: Set<String> = [
      "DynamicPropertyContext", "EnvironmentValues", "NodeInvalidator", "Graph",
      "ObjectSubscription", "EvaluationGate", "InvalidationCenter",
    ]

    /// What the walk learned of each type it met: whether to skip its values (a value without
    /// children, such as an `Int`, or a type that leads to the graph or to a model's machinery),
    /// and whether its values are models.
    private var verdicts: [ObjectIdentifier: Verdict] = [:]
    /// The types whose values the walk skips, as ``verdicts`` says.
    private var skippedTypes: Set<ObjectIdentifier> = []
    /// Whether each type met is a standard collection (see ``isStandardCollection(_:)``).
    private var standardCollections: [ObjectIdentifier: Bool] = [:]
    /// Each type met that is an ``AuditedContainer``, or `nil`.
    private var containers: [ObjectIdentifier: (any AuditedContainer.Type)?] = [:]
    /// Each type met that is an ``AuditedOptional``, or `nil`.
    private var optionals: [ObjectIdentifier: (any AuditedOptional.Type)?] = [:]

    init(reflection: FieldReflection) {
      self.reflection = reflection
    }
    /// The name of each model type met, and whether it is an `ObservableObject`.
    private var modelTypes: [ObjectIdentifier: (name: String, isObservableObject: Bool)] = [:]

    private enum Verdict {
      case skip, model, enter
    }

    mutating func visit(
      _ value: Any, depth: Int, holder: (type: String, property: String, isObservableObject: Bool)?
    ) {
      guard depth < Self.depthLimit else { return }
      let type = type(of: value)
      let verdict = verdicts[ObjectIdentifier(type)]
      if verdict == .skip { return }
      if verdict == .model {
        visitModel(ReachedObject.reference(in: value), holder: holder)
        return
      }
      if verdict == .enter, reflection == .metadata,
        enterByLayout(value, of: type, depth: depth, holder: holder)
      {
        return
      }
      let mirror = Mirror(reflecting: value)
      if verdict == nil {
        let found = Self.verdict(for: type, mirror)
        learn(found, for: ObjectIdentifier(type))
        if found == .skip { return }
        if found == .model {
          visitModel(ReachedObject.reference(in: value), holder: holder)
          return
        }
        // A standard collection's elements are read as those of its type's later values are,
        // not through its mirror's children (the same elements, in the same order).
        if reflection == .metadata, isStandardCollection(type) {
          visitElements(of: value, depth: depth)
          return
        }
      }
      let isCollection = [.collection, .set, .dictionary].contains(mirror.displayStyle)
      for child in mirror.children {
        visit(child.value, depth: depth + 1, holder: isCollection ? nil : holder)
      }
    }

    /// Enters `value`, of a type whose values are entered, from what the walk knows of the type
    /// (its stored layout, or its kind of wrapper or collection); returns `false` when it knows
    /// none, and the value's mirror is to be read instead.
    private mutating func enterByLayout(
      _ value: Any, of type: Any.Type, depth: Int,
      holder: (type: String, property: String, isObservableObject: Bool)?
    ) -> Bool {
      if let fields = StoredLayout.fields(of: type) {
        for child in StoredLayout.values(of: value, fields) {
          visit(child, depth: depth + 1, holder: holder)
        }
        return true
      }
      if let optional = optional(type) {
        if let wrapped = optional.wrapped(in: value) {
          visit(wrapped, depth: depth + 1, holder: holder)
        }
        return true
      }
      if isStandardCollection(type) {
        visitElements(of: value, depth: depth)
        return true
      }
      if let container = container(type) {
        for child in container.children(of: value) {
          visit(child, depth: depth + 1, holder: holder)
        }
        return true
      }
      return false
    }

    /// Visits the elements of `value`, a standard collection, in order, as its mirror's children
    /// are (held by no model property); those whose type is known to lead nowhere are passed over
    /// without being read.
    private mutating func visitElements(of value: Any, depth: Int) {
      let bits = CollectionBits(value)
      if let bits, let kept = knownPassedCollections.values[bits] {
        passedCollections.values[bits] = kept
        return
      }
      var types = Set<ObjectIdentifier>()
      func visitEach<Elements: Sequence>(_ sequence: Elements) {
        // Elements of one type come in runs: the last type's verdict is kept until a visit
        // learns that its values are skipped (a settled leaf model), after which the rest of the
        // run is passed over without being read.
        var lastType: ObjectIdentifier?
        var isSkipped = false
        for element in sequence {
          let type = ObjectIdentifier(Swift.type(of: element))
          if type != lastType {
            lastType = type
            isSkipped = skippedTypes.contains(type)
            types.insert(type)
          }
          guard !isSkipped else { continue }
          visit(element, depth: depth + 1, holder: nil)
          isSkipped = skippedTypes.contains(type)
        }
      }
      let sequence = value as! any Sequence
      visitEach(sequence)
      // Every element's type is now skipped: the collection leads nowhere.
      if let bits, depth + 1 < Self.depthLimit, types.isSubset(of: skippedTypes) {
        passedCollections.values[bits] = value
      }
    }

    /// Records what the walk does with values of a type.
    private mutating func learn(_ verdict: Verdict, for type: ObjectIdentifier) {
      verdicts[type] = verdict
      if verdict == .skip { skippedTypes.insert(type) }
    }

    /// `type` as an ``AuditedOptional``, or `nil`; learned once per type.
    private mutating func optional(_ type: Any.Type) -> (any AuditedOptional.Type)? {
      Self.cast(type, learnedIn: &optionals)
    }

    /// `type` as an ``AuditedContainer``, or `nil`; learned once per type.
    private mutating func container(_ type: Any.Type) -> (any AuditedContainer.Type)? {
      Self.cast(type, learnedIn: &containers)
    }

    /// `type` as a `Kind`, or `nil`: cast the first time, then read from `known`.
    private static func cast<Kind>(
      _ type: Any.Type, learnedIn known: inout [ObjectIdentifier: Kind?]
    ) -> Kind? {
      let id = ObjectIdentifier(type)
      if let learned = known[id] { return learned }
      let kind = type as? Kind
      known[id] = .some(kind)
      return kind
    }

    /// Whether `type` is an array or a set of the standard library, whose `Mirror` children are
    /// its elements in order, so that the walk can iterate it instead; learned once per type.
    private mutating func isStandardCollection(_ type: Any.Type) -> Bool {
      let id = ObjectIdentifier(type)
      if let known = standardCollections[id] { return known }
      let name = _typeName(type, qualified: true)
      let isStandard = [
        "Swift.Array<", "Swift.ContiguousArray<", "Swift.ArraySlice<", "Swift.Set<",
      ]
      .contains { name.hasPrefix($0) }
      standardCollections[id] = isStandard
      return isStandard
    }

    /// Whether values of `type` are skipped, are models, or are entered, from a first value.
    private static func verdict(for type: Any.Type, _ mirror: Mirror) -> Verdict {
      switch ModelField.module(of: type) {
      case "ViewGraph":
        if opaqueTypes.contains(displayName(of: type)) { return .skip }
      case "Swift", "PublishOnWrite", "ReadTracking", "Foundation", "Synchronization", "Dispatch":
        if mirror.displayStyle == .class { return .skip }
      default:
        if mirror.displayStyle == .class { return .model }
      }
      // A value without a display style and without children (a number, a string) never has
      // any; any other value is entered, as its children depend on the value.
      return mirror.displayStyle == nil && mirror.children.isEmpty ? .skip : .enter
    }

    mutating func visitModel(
      _ object: AnyObject,
      holder: (type: String, property: String, isObservableObject: Bool)?
    ) {
      let typeID = ObjectIdentifier(type(of: object))
      if reflection == .metadata, settled.contains(typeID), LeafModel.isLeaf(type(of: object)),
        ModelKind(object) != .observableObject
      {
        // Left out, and so are its kind's next values and elements.
        learn(.skip, for: typeID)
        return
      }
      guard seen.insert(ObjectIdentifier(object)).inserted else { return }
      found.append((viewIndex, ReachedObject(object: object, holder: holder)))
      guard entersModels else { return }
      // A model whose properties cannot lead anywhere is not reflected (see `LeafModel`).
      if reflection == .metadata, LeafModel.isLeaf(type(of: object)) { return }
      let model =
        modelTypes[typeID]
        ?? (displayName(of: type(of: object)), ModelKind(object) == .observableObject)
      modelTypes[typeID] = model
      for field in ModelField.fields(of: object, reflection) where field.role != .plumbing {
        guard let value = field.value else { continue }
        visit(value, depth: 0, holder: (model.name, field.name, model.isObservableObject))
      }
    }
  }
}
