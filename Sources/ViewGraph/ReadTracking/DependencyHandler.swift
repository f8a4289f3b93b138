import ReadTracking

/// What a node's read-tracking scopes call when a property they read is about to change.
///
/// The closure is kept in a struct so that an optional of it stores the closure as it is: an
/// optional closure is stored as a generic value would be, and each read or write of it wraps
/// the closure in a conversion thunk (an allocation, and one more call layer every time).
struct DependencyHandler {
  /// Posts the node's invalidation for the event.
  let onChange: @Sendable (ObservationTracking.Event) -> Void
}
