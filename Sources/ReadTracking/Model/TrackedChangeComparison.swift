/// A comparison of your own for a ``Tracked`` property: an assignment for which
/// ``isUnchanged(_:_:)`` returns `true` does not notify.
///
/// ```swift
/// enum NearlyEqual: TrackedChangeComparison {
///   static func isUnchanged(_ oldValue: Double, _ newValue: Double) -> Bool {
///     abs(oldValue - newValue) < 0.5
///   }
/// }
///
/// final class Thermostat: Observable {
///   let observationRegistrar = ObservationRegistrar()
///   @Tracked(.unless(NearlyEqual.self)) var celsius = 20.0
/// }
/// ```
///
/// The comparison is a type, not a closure, so that the policy it makes takes one word in each
/// property (see ``TrackedChangePolicy``).
public protocol TrackedChangeComparison {
  /// The type of the values compared.
  associatedtype Value

  /// Whether assigning `newValue` over `oldValue` leaves the property unchanged.
  ///
  /// > Important: This runs on the writing thread, inside the write, before observers are
  /// > notified, with no lock held.
  ///
  /// - Parameters:
  ///   - oldValue: The value stored now.
  ///   - newValue: The value being assigned.
  /// - Returns: `true` when the assignment should not notify.
  static func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool
}
