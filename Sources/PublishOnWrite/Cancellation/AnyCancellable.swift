internal import Synchronization

/// A type-erased cancellation token that cancels when it is deinitialized.
///
/// Every `sink(receiveValue:)` returns one: the subscription lives exactly as long as the token
/// is kept and not cancelled.
///
/// ```swift
/// var subscriptions = Set<AnyCancellable>()
/// model.objectWillChange.sink { print("will change") }.store(in: &subscriptions)
/// ```
///
/// `AnyCancellable` is `Sendable`: the cancel action is taken out of an atomic reference
/// exactly once, by the first of ``cancel()`` or `deinit`, on any thread. As in Combine, the
/// action is a plain closure and runs on the thread that cancels.
///
/// > Important: The cancel action runs on the thread that cancels, with no lock held, so it may
/// > itself subscribe, cancel or publish. Cancelling a subscription stops deliveries
/// > that start afterwards; a delivery already running on another thread may still call the
/// > subscriber once.
public final class AnyCancellable: Cancellable, Sendable {
  /// The pending action, retained, until it is taken.
  private let action: Atomic<Unmanaged<CancelAction>?>

  /// Creates a token that runs `cancel` the first time it is cancelled or deinitialized.
  ///
  /// - Parameter cancel: The action that ends the activity; it runs at most once, on the thread
  ///   that cancels.
  public convenience init(_ cancel: @escaping () -> Void) {
    self.init(action: ClosureAction(run: cancel))
  }

  /// Creates a token that runs `action` the first time it is cancelled or deinitialized.
  init(action: CancelAction) {
    self.action = Atomic(Unmanaged.passRetained(action))
  }

  /// Creates a token that cancels `cancellable` the first time it is cancelled or
  /// deinitialized.
  ///
  /// - Parameter cancellable: The subscription or activity to end; the token keeps it alive
  ///   until then.
  public convenience init<Wrapped: Cancellable>(_ cancellable: Wrapped) {
    self.init(cancellable.cancel)
  }

  deinit {
    cancel()
  }

  /// Runs the cancel action if it has not run yet.
  ///
  /// - Complexity: O(1) plus the cancel action; for a subscription, O(*n*) in the number of
  ///   subscribers of its publisher.
  public func cancel() {
    guard let pending = action.exchange(nil, ordering: .acquiringAndReleasing) else { return }
    pending.takeRetainedValue().cancel()
  }

  /// A cancel action given as a closure.
  ///
  /// Safety: `@unchecked Sendable` because the closure is immutable and is run at most once:
  /// only the thread that takes the action out of the atomic reference runs it.
  private final class ClosureAction: CancelAction, @unchecked Sendable {
    let run: () -> Void

    init(run: @escaping () -> Void) {
      self.run = run
    }

    override func cancel() {
      run()
    }
  }
}
