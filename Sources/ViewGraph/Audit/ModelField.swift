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

  /// The stored properties of `object`, its superclasses' included.
  static func fields(of object: AnyObject) -> [ModelField] {
    var fields: [ModelField] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    var type: AnyClass? = Swift.type(of: object)
    while let current = mirror {
      let variables = type.flatMap(FieldMutability.storedVariables(of:))
      for child in current.children {
        guard let label = child.label, !label.hasPrefix("$__lazy_storage_$_") else { continue }
        fields.append(field(label: label, value: child.value, variables: variables))
      }
      mirror = current.superclassMirror
      type = type.flatMap(_getSuperclass)
    }
    return fields
  }

  private static func field(label: String, value: Any, variables: Set<String>?) -> ModelField {
    let isVariable = variables.map { $0.contains(label) }
    let valueType = Swift.type(of: value)
    let wrapper = displayName(of: valueType)
    let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
    switch (module(of: valueType), wrapper) {
    case ("ReadTracking", "Tracked"):
      return ModelField(
        name: name, role: .tracked, value: child("value", of: value), isVariable: true)
    case ("PublishOnWrite", "Published"):
      let box = child("box", of: value)
      return ModelField(
        name: name, role: .published, value: box.flatMap { child("value", of: $0) },
        isVariable: true)
    case ("ReadTracking", "ObservationIgnored"), ("PublishOnWrite", "Unpublished"):
      return ModelField(
        name: name, role: .ignored, value: Mirror(reflecting: value).children.first?.value,
        isVariable: true)
    case ("ReadTracking", _), ("PublishOnWrite", _):
      return ModelField(name: label, role: .plumbing, value: nil, isVariable: isVariable)
    default:
      // Subscriptions kept in a collection, such as `Set<AnyCancellable>`.
      let qualified = _typeName(valueType, qualified: true)
      if qualified.contains("PublishOnWrite.") || qualified.contains("ReadTracking.") {
        return ModelField(name: label, role: .plumbing, value: nil, isVariable: isVariable)
      }
      return ModelField(name: label, role: .plain, value: value, isVariable: isVariable)
    }
  }

  private static func child(_ label: String, of value: Any) -> Any? {
    Mirror(reflecting: value).children.first { $0.label == label }?.value
  }

  /// The module that declares `type`, such as `ViewGraph` or `Swift`.
  static func module(of type: Any.Type) -> Substring {
    let name = _typeName(type, qualified: true)
    return name.prefix { $0 != "." && $0 != "<" }
  }
}
