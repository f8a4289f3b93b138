/// What an ``AnyCancellable`` runs when it is first cancelled or deinitialized.
///
/// A token made from a closure holds a subclass that calls it; a token made by `sink` on
/// `objectWillChange` or `$property` holds the subscription itself (a ``SinkConduit``), so that
/// subscribing allocates no separate action.
///
/// Safety: `@unchecked Sendable` (the class is not final) with no state here; subclasses say why
/// theirs is safe.
@usableFromInline
class CancelAction: @unchecked Sendable {
  /// Ends the activity.
  ///
  /// Subclasses override it; a token calls it at most once.
  func cancel() {}
}
