/// The subscriber behind the one-to-one operators (`map`, `compactMap`, `filter`,
/// `removeDuplicates`, `dropFirst`): it passes the upstream subscription on unchanged, so
/// demand and cancellation go straight through, and transforms or drops each value.
///
/// A dropped value is replaced by asking upstream for one more, so that the downstream's
/// demand is still met.
struct TransformingSubscriber<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  /// The value to pass on, or `nil` to drop it.
  let transform: (Input) -> Downstream.Input?

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
