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
/// `AnyCancellable` is `Sendable`: the cancel action is kept behind a mutex and taken out of it
/// exactly once, by the first of ``cancel()`` or `deinit`, on any thread.
///
/// > Important: The cancel action runs on the thread that cancels, after the mutex is released,
/// > so it may itself subscribe, cancel or publish. Cancelling a subscription stops deliveries
/// > that start afterwards; a delivery already running on another thread may still call the
/// > subscriber once.
public final class AnyCancellable: Cancellable, Sendable {
  private let action: Mutex<(@Sendable () -> Void)?>

  /// Creates a token that runs `cancel` the first time it is cancelled or deinitialized.
  ///
  /// - Parameter cancel: The action that ends the activity; it runs at most once.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    action = Mutex(cancel)
  }

  deinit {
    cancel()
  }

  /// Runs the cancel action if it has not run yet.
  ///
  /// - Complexity: O(1) plus the cancel action; for a subscription, O(*n*) in the number of
  ///   subscribers of its publisher.
  public func cancel() {
    let pending = action.withLock { $0.take() }
    pending?()
  }
}
