/// Finds the storage of the `@Published` properties of an object, for the default
/// `objectWillChange`.
///
/// The fast route reads each class's stored-property layout once, through the standard
/// library's reflection SPI (see `PublishedFields+Layout.swift`), and caches the offsets of the
/// `@Published` ones per type; a read is then a cache lookup and one load per property. When the
/// layout cannot be read, `Mirror` is the fallback. Both return the storages in the same order:
/// the root class's properties first, each class's in declaration order.
package enum PublishedFields {
  /// How to find the properties; tests check that both routes agree.
  package enum Route: Sendable {
    /// The cached stored-property layout of the object's class.
    case layout
    /// A `Mirror` over the object and its superclasses.
    case mirror
  }

  /// The storage of every `@Published` property of `object`.
  static func storages(in object: AnyObject) -> [PublishedStorage] {
    storagesByLayout(in: object) ?? storagesByMirror(in: object)
  }

  /// The identities of the storages that `route` finds in `object`, or `nil` when the route
  /// cannot read it; a test hook.
  ///
  /// - Parameters:
  ///   - object: The object to inspect.
  ///   - route: The route to use.
  /// - Returns: One identifier per `@Published` property, in order.
  package static func storageIdentifiers(in object: AnyObject, route: Route) -> [ObjectIdentifier]?
  {
    let storages: [PublishedStorage]?
    switch route {
    case .layout: storages = storagesByLayout(in: object)
    case .mirror: storages = storagesByMirror(in: object)
    }
    return storages?.map(ObjectIdentifier.init)
  }

  /// The storages found by `Mirror`; a class with a custom mirror hides its own properties.
  static func storagesByMirror(in object: AnyObject) -> [PublishedStorage] {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      mirrors.append(current)
      mirror = current.superclassMirror
    }
    return mirrors.reversed().flatMap { mirror in
      mirror.children.compactMap { ($0.value as? any PublishedField)?.storage }
    }
  }
}
