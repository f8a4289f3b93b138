/// Where an injected object is kept in ``EnvironmentValues``: its type, and which of the two
/// injection modifiers put it there.
package struct InjectedObjectKey: Hashable, Sendable {
  /// The modifier that injected an object.
  package enum Injection: Hashable, Sendable {
    /// `.environmentObject(_:)`, read by `@EnvironmentObject` (publish-on-write).
    case environmentObject
    /// `.environment(_:)` with an object, read by `@Environment(Model.self)` (read-tracking).
    case observable
  }

  /// The object's type.
  package let type: ObjectIdentifier
  /// How the object was injected.
  package let injection: Injection

  /// Makes the key of objects of type `Object` injected by `injection`.
  ///
  /// - Parameters:
  ///   - type: The object's static type, as the reading view names it.
  ///   - injection: The modifier that injects it.
  package init<Object: AnyObject>(_ type: Object.Type, _ injection: Injection) {
    self.init(typeID: ObjectIdentifier(type), injection)
  }

  /// Makes the key of objects whose type has the identifier `typeID`, injected by `injection`.
  ///
  /// - Parameters:
  ///   - typeID: The identifier of the object's static type.
  ///   - injection: The modifier that injects it.
  package init(typeID: ObjectIdentifier, _ injection: Injection) {
    type = typeID
    self.injection = injection
  }
}
