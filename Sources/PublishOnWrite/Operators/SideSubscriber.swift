/// Subscribes one of the upstreams of an operator with several (`combineLatest`, `merge`) to
/// that operator's subscription, which handles its events through these closures.
struct SideSubscriber<Input, Failure: Error>: Subscriber {
  let onSubscription: (any Subscription) -> Void
  let onValue: (Input) -> Subscribers.Demand
  let onCompletion: (Subscribers.Completion<Failure>) -> Void

  func receive(subscription: any Subscription) {
    onSubscription(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    onCompletion(completion)
  }
}
