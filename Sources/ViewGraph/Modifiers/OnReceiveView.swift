public import PublishOnWrite

/// A view that runs an action with each value a publisher sends, made by
/// ``View/onReceive(_:perform:)``.
///
/// Not `Sendable` (it holds a closure).
nonisolated public struct OnReceiveView<Content: View, Upstream: Publisher>: View
where Upstream.Failure == Never {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let publisher: Upstream
  let action: (Upstream.Output) -> Void
}

nonisolated extension View {
  /// Runs `action` with each value `publisher` sends, for as long as this view's identity is in
  /// the tree.
  ///
  /// ```swift
  /// Text("\(seconds)")
  ///   .onReceive(ticks) { seconds += 1 }
  /// ```
  ///
  /// The view subscribes when its identity appears and cancels when it leaves. When the parent
  /// passes a different publisher (another object, or a value that differs, such as a new
  /// `map` closure), the old subscription is cancelled and the new publisher subscribed to; the
  /// latest `action` is always the one called.
  ///
  /// > Important: Values may be sent on any thread; each is queued and its action runs on the
  /// > main actor at the start of the next pass (the next ``ViewHost/flush()``, or the next
  /// > follow-up pass for a value sent during a pass), outside any body evaluation. State it
  /// > writes is applied by that flush. Values still queued when the identity leaves are
  /// > dropped. A publisher that sends its current value on subscription (`$property`,
  /// > `CurrentValueSubject`) has its action run once after the view appears.
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to; it never fails.
  ///   - action: The work to run with each value.
  /// - Returns: The view with the subscription attached.
  public func onReceive<Upstream: Publisher>(
    _ publisher: Upstream, perform action: @escaping (Upstream.Output) -> Void
  ) -> OnReceiveView<Self, Upstream> where Upstream.Failure == Never {
    OnReceiveView(content: self, publisher: publisher, action: action)
  }
}

extension OnReceiveView: PrimitiveView, SubscribingPrimitive {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func attach(to node: Node, graph: Graph) {
    if let current = node.primitiveStorage as? ReceiveSubscription<Upstream>,
      current.isSubscribed(to: publisher)
    {
      current.action = action
      return
    }
    // Replacing the storage releases the old subscription, which cancels it.
    node.primitiveStorage = ReceiveSubscription(
      publisher: publisher, action: action, queue: graph.receivedValues)
  }
}

/// A primitive that keeps a subscription in its node for the identity's lifetime.
protocol SubscribingPrimitive {
  /// Subscribes, or keeps or replaces the subscription in `node`, each time the primitive is
  /// expanded.
  func attach(to node: Node, graph: Graph)
}

/// One `onReceive` subscription, kept in its node's ``Node/primitiveStorage``; releasing it
/// cancels the subscription.
private final class ReceiveSubscription<Upstream: Publisher> where Upstream.Failure == Never {
  /// The latest action its view passed; read and written on the main actor only.
  var action: (Upstream.Output) -> Void
  private let publisher: Upstream
  private var token: AnyCancellable?

  init(
    publisher: Upstream, action: @escaping (Upstream.Output) -> Void, queue: ReceivedValueQueue
  ) {
    self.publisher = publisher
    self.action = action
    token = publisher.sink { [weak self] value in
      queue.enqueue { self?.action(value) }
    }
  }

  /// Whether `other` is the publisher subscribed to: the same object, an equal value, or the
  /// same bytes (so a struct that holds a fresh closure counts as a new publisher).
  func isSubscribed(to other: Upstream) -> Bool {
    if Upstream.self is AnyObject.Type {
      return (publisher as AnyObject) === (other as AnyObject)
    }
    if let equal = areEqual(publisher, other) { return equal }
    return withUnsafeBytes(of: publisher) { old in
      withUnsafeBytes(of: other) { new in old.elementsEqual(new) }
    }
  }
}

/// The values that `onReceive` subscriptions received, as the actions to run at the next pass.
///
/// Filled from any thread, drained on the main actor by the graph.
///
/// Safety: `@unchecked Sendable` because the actions are only reached under the lock, and each
/// is run once, on the main actor, by ``runAll()``: a value sent on another thread is handed over
/// to the main actor, as `receive(on:)` hands it to a scheduler.
final class ReceivedValueQueue: @unchecked Sendable {
  private let actions = Lock<[() -> Void]>([])

  /// Queues an action for the next pass.
  func enqueue(_ action: @escaping () -> Void) {
    actions.withLock { $0.append(action) }
  }

  /// Runs the queued actions, in the order they were queued; actions queued meanwhile wait for
  /// the next call.
  func runAll() {
    let queued = actions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in queued { action() }
  }
}
