import StoredFieldReflection

extension PublishedFields {
  /// Where one `@Published` property lives in instances of a class.
  private struct Location {
    /// The byte offset of the property from the start of the object.
    let offset: Int
    /// The property's storage type.
    let type: any PublishedField.Type
  }

  /// The locations of the `@Published` properties per class.
  ///
  /// `nil` marks a class whose layout could not be read. Classes are never unloaded, so entries
  /// never go stale.
  private static let layouts = Lock([ObjectIdentifier: [Location]?]())

  /// The storages found through the cached layout of `object`'s class, or `nil` when it cannot
  /// be read.
  static func storagesByLayout(in object: AnyObject) -> [PublishedStorage]? {
    let type: AnyClass = Swift.type(of: object)
    let key = ObjectIdentifier(type)
    let cached = layouts.withLock { $0[key] }
    let locations: [Location]?
    if let cached {
      locations = cached
    } else {
      locations = readLayout(of: type)
      layouts.withLock { $0[key] = .some(locations) }
    }
    guard let locations else { return nil }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return withExtendedLifetime(object) {
      locations.map { $0.type.storage(at: base + $0.offset) }
    }
  }

  /// Reads the `@Published` properties of `type` and of its superclasses, root class first.
  private static func readLayout(of type: AnyClass) -> [Location]? {
    StoredFields.ofClass(type)?.compactMap { field in
      (field.type as? any PublishedField.Type).map { Location(offset: field.offset, type: $0) }
    }
  }
}
