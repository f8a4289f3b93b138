public import Synchronization

/// The subscriptions of one multicasting publisher, in subscription order, usable from any
/// thread.
///
/// The list is not generic, so that storage holding one needs no type metadata to release it;
/// each publisher uses one output and failure type for all its subscriptions.
///
/// Publishing with no subscriber costs one atomic load. Otherwise the list is copied under the
/// lock and the subscribers are called after it is released, so a subscriber may subscribe,
/// cancel or publish again from inside its delivery:
/// - a subscription added during a delivery does not receive the value being delivered;
/// - a subscription cancelled during a delivery (by an earlier subscriber, or by itself) is not
///   called for the rest of that delivery.
///
/// A list is closed when its publisher completes: it is emptied, and nothing is added to it
/// afterwards.
///
/// Removing a subscription costs O(1) amortized, whatever the order of cancellation: its slot
/// is emptied (left to an inactive placeholder, which deliveries skip), and the list is
/// compacted when more than half of its slots are empty.
@usableFromInline
final class SubscriberList: Sendable {
  /// How many subscriptions are active; read without the lock by ``isEmpty``.
  @usableFromInline
  let activeCount = Atomic<Int>(0)

  /// What fills the slot of a removed subscription until the list is compacted: never active.
  private static let removed: AnyConduit = {
    let placeholder = AnyConduit(isSink: true)
    placeholder.isActive.store(false, ordering: .relaxed)
    return placeholder
  }()

  private struct State {
    /// The subscriptions in subscription order, with ``SubscriberList/removed`` in the slots of
    /// those removed since the last compaction.
    var conduits: [AnyConduit] = []
    /// How many slots of ``conduits`` hold ``SubscriberList/removed``.
    var removedCount = 0
    var isClosed = false
    /// Subscriptions that live as long as the list (`assign(to: &$property)`).
    var retained: [AnyCancellable] = []
  }

  private let state = Lock(State())

  @usableFromInline
  init() {}

  /// Whether no subscription is active; a subscription that was added before this load (in
  /// happens-before order) is seen.
  @inlinable
  var isEmpty: Bool {
    activeCount.load(ordering: .acquiring) == 0
  }

  /// Appends a subscription; returns `false`, adding nothing, when the list is closed.
  func append(_ conduit: AnyConduit) -> Bool {
    state.withLock { state in
      guard !state.isClosed else { return false }
      conduit.slot = state.conduits.count
      state.conduits.append(conduit)
      activeCount.store(state.conduits.count - state.removedCount, ordering: .releasing)
      return true
    }
  }

  /// Appends a subscription that calls `receiveValue` with every value, as `sink` does; for a
  /// list that is never closed.
  func appendSink<Output>(_ receiveValue: @escaping (Output) -> Void) -> SinkConduit<Output> {
    let conduit = SinkConduit(receiveValue, list: self)
    _ = append(conduit)
    return conduit
  }

  /// Offers `value` to every active subscription, in subscription order, with no lock held.
  ///
  /// `Output` and `Failure` must be the types every subscription of this list was made with.
  @inlinable
  func deliver<Output, Failure: Error>(_ value: Output, failure: Failure.Type) {
    let conduits = snapshot()
    // The snapshot keeps every subscription alive until the loop ends, so each one is used
    // unretained.
    conduits.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { conduit in
          guard conduit.isActive.load(ordering: .acquiring) else { return }
          if conduit.isSink {
            unsafeDowncast(conduit, to: SinkConduit<Output>.self).receiveValue(value)
          } else {
            unsafeDowncast(conduit, to: Conduit<Output, Failure>.self).offer(value)
          }
        }
      }
    }
    endDelivery()
  }

  /// Marks the end of a delivery's reads of its snapshot, for ``remove(_:)``: it may then empty
  /// a slot in place when the snapshot was the storage's last other owner.
  ///
  /// Without it, the only order between the delivery's reads and that write would be the
  /// snapshot's release and the uniqueness check in the Swift runtime, which the thread
  /// sanitizer does not see.
  @usableFromInline
  func endDelivery() {
    state.withLock { _ in }
  }

  /// The subscriptions at this instant.
  @usableFromInline
  func snapshot() -> [AnyConduit] {
    state.withLock { $0.conduits }
  }

  /// Closes the list and sends `completion` to every subscription it held.
  func complete<Failure: Error>(with completion: Subscribers.Completion<Failure>) {
    let conduits = state.withLock { state in
      state.isClosed = true
      activeCount.store(0, ordering: .releasing)
      defer {
        state.conduits = []
        state.removedCount = 0
      }
      return state.conduits
    }
    for conduit in conduits where conduit !== Self.removed { conduit.finish(with: completion) }
  }

  /// Keeps `token` until the list is released.
  func retain(_ token: AnyCancellable) {
    state.withLock { $0.retained.append(token) }
  }

  /// Removes a cancelled subscription, in O(1) amortized.
  func remove(_ conduit: AnyConduit) {
    let removed = state.withLock { state -> AnyConduit? in
      let slot = conduit.slot
      guard state.conduits.indices.contains(slot), state.conduits[slot] === conduit else {
        return nil
      }
      let removed = state.conduits[slot]
      state.conduits[slot] = Self.removed
      state.removedCount += 1
      if state.removedCount * 2 > state.conduits.count { compact(&state) }
      activeCount.store(state.conduits.count - state.removedCount, ordering: .releasing)
      return removed
    }
    // Released here, with no lock held.
    withExtendedLifetime(removed) {}
  }

  /// Drops the empty slots, keeping the subscriptions' order, and renumbers the rest.
  private func compact(_ state: inout State) {
    state.conduits.removeAll { $0 === Self.removed }
    state.removedCount = 0
    for (slot, conduit) in state.conduits.enumerated() { conduit.slot = slot }
  }
}
