public import Synchronization

/// A subscription seen without its output type, so that subscriber lists share one lock type.
///
/// Safety: `@unchecked Sendable` because its only state is an atomic; subclasses add only
/// immutable `Sendable` properties.
@usableFromInline
class AnySubscription: @unchecked Sendable {
  /// Cleared when the subscription is cancelled, so that a delivery in progress skips it.
  @usableFromInline
  let isActive = Atomic<Bool>(true)
}
