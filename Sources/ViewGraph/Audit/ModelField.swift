import PublishOnWrite
import ReadTracking

/// What kind of model a class is, for the audit.
enum ModelKind {
  /// A read-tracking model: it conforms to `Observable`.
  case observable
  /// A publish-on-write model: it conforms to `ObservableObject`.
  case observableObject
  /// A class that notifies nobody.
  case plain

  init(_ object: AnyObject) {
    if object is any Observable {
      self = .observable
    } else if object is any ObservableObject {
      self = .observableObject
    } else {
      self = .plain
    }
  }
}

/// One stored property of a model, seen through `Mirror`: its name, how its changes are observed,
/// and its value.
struct ModelField {
  /// How a change of the property reaches the views.
  enum Role {
    /// `@Tracked`: its readers are invalidated.
    case tracked
    /// `@Published`: its object sends `objectWillChange`.
    case published
    /// Marked as deliberately unobserved: `@ObservationIgnored` or `@Unpublished`.
    case ignored
    /// The model's own machinery: a registrar, a publisher, a subscription.
    case plumbing
    /// A plain stored property: nobody hears of its changes.
    case plain
  }

  /// The property's name, without the underscore of a wrapper's storage.
  let name: String
  let role: Role
  /// The property's value (unwrapped from its wrapper), or `nil` when it cannot be read.
  let value: Any?
  /// Whether the property is declared `var` (a `let` never changes); `nil` when unknown.
  let isVariable: Bool?

  /// What is learned once per type and kept for every later audit: the kind of a property's
  /// value type, and the stored `var`s of a class.
  private struct TypeFacts {
    var kinds: [ObjectIdentifier: ValueKind] = [:]
    var storedVariables: [ObjectIdentifier: Set<String>?] = [:]
  }

  /// What a property's value type makes of the property.
  enum ValueKind {
    case tracked, published, ignored, plumbing, plain
  }

  private static let facts = Lock(TypeFacts())

  /// The stored properties of `object`, its superclasses' included; the values inside their
  /// wrappers are read from the wrappers' layouts unless `reflection` is ``FieldReflection/mirror``.
  static func fields(of object: AnyObject, _ reflection: FieldReflection) -> [ModelField] {
    var fields: [ModelField] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    var type: AnyClass? = Swift.type(of: object)
    while let current = mirror {
      let variables = type.flatMap(storedVariables(of:))
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("$__lazy_storage_$_") else { continue }
        fields.append(
          field(label: label, value: child.value, variables: variables, reflection: reflection))
      }
      mirror = current.superclassMirror
      type = type.flatMap(_getSuperclass)
    }
    return fields
  }

  /// The stored `var`s of `type` (not its superclasses'), worked out once per type.
  private static func storedVariables(of type: AnyClass) -> Set<String>? {
    let id = ObjectIdentifier(type)
    if let known = facts.withLock({ $0.storedVariables[id] }) { return known }
    let variables = FieldMutability.storedVariables(of: type)
    facts.withLock { $0.storedVariables[id] = .some(variables) }
    return variables
  }

  /// What a value of `type` makes of the property that holds it, worked out once per type.
  static func kind(of type: Any.Type) -> ValueKind {
    let id = ObjectIdentifier(type)
    if let known = facts.withLock({ $0.kinds[id] }) { return known }
    let kind: ValueKind
    switch (module(of: type), displayName(of: type)) {
    case ("ReadTracking", "Tracked"): kind = .tracked
    case ("PublishOnWrite", "Published"): kind = .published
    case ("ReadTracking", "ObservationIgnored"), ("PublishOnWrite", "Unpublished"): kind = .ignored
    case ("ReadTracking", _), ("PublishOnWrite", _): kind = .plumbing
    default:
      // Subscriptions kept in a collection, such as `Set<AnyCancellable>`.
      let qualified = _typeName(type, qualified: true)
      kind =
        qualified.contains("PublishOnWrite.") || qualified.contains("ReadTracking.")
        ? .plumbing : .plain
    }
    facts.withLock { $0.kinds[id] = kind }
    return kind
  }

  private static func field(
    label: String, value: Any, variables: Set<String>?, reflection: FieldReflection
  ) -> ModelField {
    func child(_ label: String, of value: Any) -> Any? {
      ModelField.child(label, of: value, reflection)
    }
    let isVariable = variables.map { $0.contains(label) }
    let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
    switch kind(of: Swift.type(of: value)) {
    case .tracked:
      return ModelField(
        name: name, role: .tracked, value: child("value", of: value), isVariable: true)
    case .published:
      let box = child("box", of: value)
      return ModelField(
        name: name, role: .published, value: box.flatMap { child("value", of: $0) },
        isVariable: true)
    case .ignored:
      return ModelField(
        name: name, role: .ignored, value: Mirror(reflecting: value).children.first?.value,
        isVariable: true)
    case .plumbing:
      return ModelField(name: label, role: .plumbing, value: nil, isVariable: isVariable)
    case .plain:
      return ModelField(name: label, role: .plain, value: value, isVariable: isVariable)
    }
  }

  /// The stored property named `label` of `value`: from its layout when `value` is a struct
  /// that has one (see ``StoredLayout``) and `reflection` is ``FieldReflection/metadata``; else
  /// through `Mirror`.
  private static func child(_ label: String, of value: Any, _ reflection: FieldReflection) -> Any? {
    if reflection == .metadata, let child = StoredLayout.value(named: label, of: value) {
      return child
    }
    return Mirror(reflecting: value).children.first { $0.label == label }?.value
  }

  /// The module that declares `type`, such as `ViewGraph` or `Swift`.
  static func module(of type: Any.Type) -> Substring {
    let name = _typeName(type, qualified: true)
    return name.prefix { $0 != "." && $0 != "<" }
  }
}
