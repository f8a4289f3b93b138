/// Which property of an observed object a read or a write is about.
///
/// A `@Tracked` property is identified by the offset of its storage in the object, which its
/// accessors know without creating a key path object: a read outside any tracking scope then
/// costs no key path at all. A property reported by hand is identified by its key path.
@usableFromInline
enum PropertyKey {
  /// A property reported with `access(_:keyPath:)` or `willSet(_:keyPath:)` by hand.
  case keyPath(AnyKeyPath)
  /// The storage of a `@Tracked` property, at this byte offset in the object.
  ///
  /// 32 bits, so that the enum fits in one word (an object is never 4 GiB large).
  case storage(offset: UInt32)

  /// The storage of a `@Tracked` property at `offset`.
  @inlinable
  static func storage(at offset: Int) -> Self {
    .storage(offset: UInt32(truncatingIfNeeded: offset))
  }

  /// A non-zero word that identifies the property within its registrar: the key path object's
  /// address (even: objects are aligned), or the storage offset made odd.
  @inlinable
  var tag: UInt {
    switch self {
    case .keyPath(let keyPath): UInt(bitPattern: ObjectIdentifier(keyPath))
    case .storage(let offset): UInt(offset) &<< 1 | 1
    }
  }
}
