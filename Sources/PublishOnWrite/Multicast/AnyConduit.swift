public import Synchronization

/// One subscriber's link to a multicasting publisher, seen without its value types, so that
/// subscriber lists share one lock type.
///
/// Safety: `@unchecked Sendable` (the class is not final) with only an atomic here; the
/// subclass keeps its state behind a lock.
@usableFromInline
class AnyConduit: @unchecked Sendable {
  /// Cleared when the subscription is cancelled or completed, so that a delivery in progress
  /// skips it.
  @usableFromInline
  let isActive = Atomic<Bool>(true)

  /// Ends the subscription from the publisher's side, with `completion` when it is of this
  /// conduit's failure type.
  func finish(with completion: Any) {}
}
