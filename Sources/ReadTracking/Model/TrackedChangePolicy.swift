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
/// @Tracked(.unless(NearlyEqual.self)) var celsius = 20.0   // a comparison of your own
/// ```
///
/// A policy is one word in each property (a metatype, whose class method compares): 8 bytes per
/// property, and no reference counting on a write. That is why a comparison of your own is a
/// type (see ``TrackedChangeComparison``) rather than a closure, which would take 16 bytes.
///
/// `TrackedChangePolicy` is `Sendable`.
public struct TrackedChangePolicy<Value>: @unchecked Sendable {
  // Safety: the only stored property is an immutable metatype, which has no state.

  /// The comparison that tells an unchanged assignment, or `nil` when every assignment notifies.
  @usableFromInline let comparison: ValueComparison<Value>.Type?

  @usableFromInline
  init(comparison: ValueComparison<Value>.Type?) {
    self.comparison = comparison
  }

  /// Every assignment notifies, even of an equal value.
  @inlinable
  public static var always: Self { Self(comparison: nil) }

  /// An assignment notifies unless `Comparison` says the property is unchanged.
  ///
  /// - Parameter comparison: The type that compares the old and the new value.
  /// - Returns: The policy.
  @inlinable
  public static func unless<Comparison: TrackedChangeComparison>(
    _ comparison: Comparison.Type
  ) -> Self where Comparison.Value == Value {
    Self(comparison: CustomComparison<Comparison>.self)
  }

  /// Whether assigning `newValue` over `oldValue` leaves the property unchanged.
  @inlinable
  func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool {
    comparison?.isUnchanged(oldValue, newValue) ?? false
  }
}

extension TrackedChangePolicy where Value: Equatable {
  /// An assignment of an equal value (`==`) does not notify: the default for `Equatable` values.
  @inlinable
  public static var unlessEqual: Self { Self(comparison: EqualValues<Value>.self) }
}

extension TrackedChangePolicy where Value: AnyObject {
  /// An assignment of the identical object (`===`) does not notify: the default for class
  /// references that are not `Equatable`.
  @inlinable
  public static var unlessIdentical: Self { Self(comparison: IdenticalObjects<Value>.self) }
}

/// A comparison of an old and a new value, as a class method.
///
/// A ``TrackedChangePolicy`` stores a subclass's metatype; no instance is ever created.
@usableFromInline
class ValueComparison<Value> {
  /// Whether assigning `newValue` over `oldValue` leaves the property unchanged.
  @usableFromInline
  class func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool { false }

  private init() {}
}

/// `==`: the comparison of ``TrackedChangePolicy/unlessEqual``.
@usableFromInline
final class EqualValues<Value: Equatable>: ValueComparison<Value> {
  @usableFromInline
  override class func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool {
    oldValue == newValue
  }
}

/// `===`: the comparison of ``TrackedChangePolicy/unlessIdentical``.
@usableFromInline
final class IdenticalObjects<Value: AnyObject>: ValueComparison<Value> {
  @usableFromInline
  override class func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool {
    oldValue === newValue
  }
}

/// A ``TrackedChangeComparison``: the comparison of ``TrackedChangePolicy/unless(_:)``.
@usableFromInline
final class CustomComparison<Comparison: TrackedChangeComparison>: ValueComparison<
  Comparison.Value
>
{
  @usableFromInline
  override class func isUnchanged(
    _ oldValue: Comparison.Value, _ newValue: Comparison.Value
  ) -> Bool {
    Comparison.isUnchanged(oldValue, newValue)
  }
}
