/// When a write to a ``Tracked`` property notifies observers.
///
/// The default mirrors the toolchain 6.3 macro: an `Equatable` value skips notification when the
/// new value is equal (`==`), a class reference when it is the identical object (`===`), and
/// any other value always notifies. An in-place mutation (`books.append(book)`, `count += 1`)
/// always notifies, whatever the policy, because there is no old value left to compare.
///
/// ```swift
/// @Tracked var searchText = ""                     // .unlessEqual (the default for Equatable)
/// @Tracked(.always) var lastPing = Date.now         // every assignment notifies
/// @Tracked(.unlessIdentical) var owner: Person     // compare references only
/// ```
///
/// `TrackedChangePolicy` is `Sendable`.
public struct TrackedChangePolicy<Value>: Sendable {
  @usableFromInline let isUnchanged: (@Sendable (Value, Value) -> Bool)?

  @usableFromInline
  init(isUnchanged: (@Sendable (Value, Value) -> Bool)?) {
    self.isUnchanged = isUnchanged
  }

  /// Every assignment notifies, even of an equal value.
  @inlinable
  public static var always: Self { Self(isUnchanged: nil) }

  /// An assignment notifies unless `isUnchanged(old, new)` returns `true`.
  ///
  /// - Parameter isUnchanged: Whether an assignment leaves the property unchanged.
  /// - Returns: The policy.
  @inlinable
  public static func unless(_ isUnchanged: @escaping @Sendable (Value, Value) -> Bool) -> Self {
    Self(isUnchanged: isUnchanged)
  }
}

extension TrackedChangePolicy where Value: Equatable & SendableMetatype {
  /// An assignment of an equal value (`==`) does not notify: the default for `Equatable` values.
  @inlinable
  public static var unlessEqual: Self { Self(isUnchanged: { $0 == $1 }) }
}

extension TrackedChangePolicy where Value: AnyObject & SendableMetatype {
  /// An assignment of the identical object (`===`) does not notify: the default for class
  /// references that are not `Equatable`.
  @inlinable
  public static var unlessIdentical: Self { Self(isUnchanged: { $0 === $1 }) }
}
