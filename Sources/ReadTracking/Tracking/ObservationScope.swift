/// A cancellable tracking scope: what ``withCancellableObservationTracking(options:_:onChange:)``
/// (a one-shot scope) and ``withSynchronousObservation(_:)`` (a continuous one) return.
///
/// Cancelling removes every registration the scope made, in every registrar, and guarantees that
/// its handler is not called afterwards (unless a call already started on another thread).
/// Releasing the last reference to the token cancels it too, so a token must be kept for as
/// long as the observation is wanted.
///
/// ```swift
/// let (body, tracking) = withCancellableObservationTracking(options: .willSet) {
///   render(library)
/// } onChange: { event in
///   print("invalidated by \(event)")  // "willSet \Library.searchText on Library"
/// }
/// // ... later, when the view leaves the tree:
/// tracking.cancel()
/// ```
///
/// Unlike SE-0506's ``withObservationTracking(options:_:onChange:)``, whose observation stays
/// installed until it fires, this scope can be removed before it fires, which a view runtime
/// does when a view leaves the tree or is evaluated again.
///
/// `ObservationScope` is `Sendable`: `cancel()` may be called from any thread, concurrently
/// with writes and with other cancels.
public class ObservationScope: @unchecked Sendable {
  // Safety: no stored state here; each subclass documents its own. The token is the scope itself
  // (`TrackingScope` for a one-shot scope, `SynchronousObserver` for a continuous one), so that
  // a registrar can list a one-shot scope without holding a reference: releasing the token then
  // deinitializes the scope, and its deinit cancels it.

  /// The token for a scope that read nothing: nothing is installed, cancelling does nothing.
  static let empty = ObservationScope()

  init() {}

  /// Whether the scope can still deliver an event.
  ///
  /// A one-shot scope stops being active when it fires or is cancelled; a continuous one when it
  /// is cancelled. A scope that read nothing is never active.
  public var isActive: Bool { false }

  /// Removes every registration of the scope; its handler will not be called again.
  ///
  /// Calling `cancel()` more than once, or after the scope fired, does nothing.
  ///
  /// > Important: A handler call that already started on another thread is not interrupted.
  ///
  /// - Complexity: O(*k*) in the number of properties the scope read, one registrar lock at a
  ///   time.
  public func cancel() {}
}
