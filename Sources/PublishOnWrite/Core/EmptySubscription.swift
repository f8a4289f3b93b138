/// The subscription handed to a subscriber that attaches to a publisher that has already
/// completed: the completion follows at once, so requests and cancellation do nothing.
struct EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}

  func cancel() {}
}
