@_spi(Reflection) import Swift

/// The names of `@Tracked` properties, by type and storage offset, read from the type's
/// reflection metadata.
///
/// A write to a `@Tracked` property knows only the offset of its storage (a key path would cost
/// the write more than all the rest of its work), so an event finds the name here, when asked.
/// The standard library's `_forEachField(of:options:body:)` walks the stored properties of a
/// class and its superclasses with their offsets; the storage of `searchText` is `_searchText`.
/// Names are cached: a view runtime names the property of every invalidation.
enum StorageNames {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let offset: Int
  }

  private static let cache = Lock<[Key: String?]>([:])

  /// `_EachFieldOptions.classType` (walk a class's stored properties), whose declaration is a
  /// mutable static that strict concurrency checking rejects.
  private static let classType = _EachFieldOptions(rawValue: 1 << 0)

  /// The name of the property whose storage is at `offset` in instances of `type`, without the
  /// storage's leading underscore, or `nil` if the metadata has no field there.
  static func name(of type: any AnyObject.Type, storageAt offset: Int) -> String? {
    let key = Key(type: ObjectIdentifier(type), offset: offset)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    var found: String?
    _ = _forEachField(of: type, options: classType) { name, fieldOffset, _, _ in
      guard fieldOffset == offset else { return true }
      let storage = String(cString: name)
      found = storage.hasPrefix("_") ? String(storage.dropFirst()) : storage
      return false
    }
    cache.withLock { $0[key] = .some(found) }
    return found
  }
}
