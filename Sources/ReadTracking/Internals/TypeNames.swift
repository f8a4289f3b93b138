/// The names of object types, as `String(describing:)` gives them, cached by type.
///
/// An event names its object's type when asked (``ObservationTracking/Event/typeName``), and a
/// view runtime asks for every invalidation: one write to a property that a million rows read
/// names the same type a million times. Describing a type goes through the runtime's dynamic
/// casts each time; a type's name never changes, so it is made once.
enum TypeNames {
  private static let cache = Lock<[ObjectIdentifier: String]>([:])

  /// The name of `type`, such as `Library`: `String(describing: type)`.
  static func name(of type: any AnyObject.Type) -> String {
    let key = ObjectIdentifier(type)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let name = String(describing: type)
    cache.withLock { $0[key] = name }
    return name
  }
}
