import StoredFieldReflection

/// The names of `@Tracked` properties, by type and storage offset, read from the type's
/// reflection metadata.
///
/// A write to a `@Tracked` property knows only the offset of its storage (a key path would cost
/// the write more than all the rest of its work), so an event finds the name here, when asked.
/// `StoredFields` walks the stored properties of a class and its superclasses with their
/// offsets; the storage of `searchText` is `_searchText`. Where the metadata cannot be read,
/// there is no name (`nil`): no public route maps an offset to a property. Names are cached: a
/// view runtime names the property of every invalidation.
enum StorageNames {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let offset: Int
  }

  private static let cache = Lock<[Key: String?]>([:])

  /// The name of the property whose storage is at `offset` in instances of `type`, without the
  /// storage's leading underscore, or `nil` if the metadata has no field there.
  static func name(of type: any AnyObject.Type, storageAt offset: Int) -> String? {
    let key = Key(type: ObjectIdentifier(type), offset: offset)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let storage = StoredFields.ofClass(type)?.first { $0.offset == offset }?.name
    let found = storage.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
    cache.withLock { $0[key] = .some(found) }
    return found
  }
}
