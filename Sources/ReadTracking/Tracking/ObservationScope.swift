/// A cancellable one-shot tracking scope: what
/// ``withCancellableObservationTracking(options:_:onChange:)`` returns.
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
public final class ObservationScope: Sendable {
  /// What the token cancels.
  enum Target {
    case scope(TrackingScope)
    case continuous(SynchronousObserver)
  }

  private let target: Target?

  /// The token for a scope that read nothing: nothing is installed, cancelling does nothing.
  static let empty = ObservationScope(target: nil)

  init(target: Target?) {
    self.target = target
  }

  /// The token for an installed scope, or ``empty`` when nothing was read (none installed).
  static func token(for scope: TrackingScope?) -> ObservationScope {
    scope.map { ObservationScope(target: .scope($0)) } ?? .empty
  }

  deinit {
    cancel()
  }

  /// Whether the scope can still deliver an event.
  ///
  /// A one-shot scope stops being active when it fires or is cancelled; a continuous one when it
  /// is cancelled. A scope that read nothing is never active.
  public var isActive: Bool {
    switch target {
    case .scope(let scope): scope.isArmed
    case .continuous(let observer): !observer.isCancelled
    case nil: false
    }
  }

  /// Removes every registration of the scope; its handler will not be called again.
  ///
  /// Calling `cancel()` more than once, or after the scope fired, does nothing.
  ///
  /// > Important: A handler call that already started on another thread is not interrupted.
  ///
  /// - Complexity: O(*k*) in the number of properties the scope read, one registrar lock at a
  ///   time.
  public func cancel() {
    switch target {
    case .scope(let scope): scope.cancel()
    case .continuous(let observer): observer.cancel()
    case nil: break
    }
  }
}
