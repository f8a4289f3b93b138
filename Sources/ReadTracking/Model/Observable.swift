/// A type whose tracked properties report reads and writes to its registrar.
///
/// Conforming takes one line: a stored `observationRegistrar`, then `@Tracked` on each property
/// that should be observed. A plain stored property is not tracked: it is what the
/// `ObservationIgnored()` macro gives in Apple's `Observation` module.
///
/// ```swift
/// final class Library: Observable {
///   let observationRegistrar = ObservationRegistrar()
///   @Tracked var books: [Book] = []
///   @Tracked var searchText = ""
///   @Tracked var isSyncing = false
/// }
/// ```
///
/// Computed properties and custom storage call the registrar by hand: `access(_:keyPath:)` in
/// the getter, `withMutation(of:keyPath:_:)` in the setter. See ``ObservationRegistrar``.
///
/// The protocol does not require `Sendable`; a conforming class decides its own thread safety.
public protocol Observable: AnyObject {
  /// The registrar that records reads of this object's tracked properties and notifies writes.
  ///
  /// Declare it as a stored `let`, one per object.
  var observationRegistrar: ObservationRegistrar { get }
}
