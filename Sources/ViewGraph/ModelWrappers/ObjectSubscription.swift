import PublishOnWrite

/// One node's subscription to one object's `objectWillChange`, kept in the node's slot.
///
/// The subscription ends when the slot lets go of it: when the identity leaves the tree, or when
/// a subscription to another object replaces it.
final class ObjectSubscription {
  /// The object subscribed to, held weakly: the view value (or a ``StateObject``'s storage)
  /// owns it.
  private(set) weak var object: AnyObject?
  private let cancellable: AnyCancellable

  /// Subscribes the node of `context` to `object`.
  init<Object: ObservableObject>(to object: Object, context: DynamicPropertyContext) {
    self.object = object
    let receiver = SignalReceiver(context: context)
    cancellable = object.objectWillChange.sink { _ in receiver.receive() }
  }

  /// Keeps the subscription in `slot` if it is to `object`, or replaces it (cancelling the old
  /// one) with a subscription to `object`.
  static func keep<Object: ObservableObject>(
    in slot: DynamicPropertySlot, to object: Object, context: DynamicPropertyContext
  ) {
    if let current = slot.storage as? ObjectSubscription, current.object === object { return }
    slot.storage = ObjectSubscription(to: object, context: context)
  }
}

/// What an `objectWillChange` signal does to the node that holds the object: marks it dirty,
/// naming the field, and, when the signal comes from a body being evaluated, reports it.
private final class SignalReceiver: Sendable {
  private let invalidator: NodeInvalidator
  private let label: String
  private let gate: EvaluationGate?

  init(context: DynamicPropertyContext) {
    invalidator = context.invalidator
    label = context.label
    gate = context.graph?.evaluationGate
  }

  /// Handles one signal, on the thread that sent it.
  func receive() {
    gate?.reportIfDuringBody(.publish)
    invalidator.invalidate(.property(label))
  }
}
