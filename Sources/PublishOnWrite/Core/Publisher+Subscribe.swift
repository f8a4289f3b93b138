extension Publisher {
  /// Attaches `subscriber` to this publisher.
  ///
  /// - Parameter subscriber: The subscriber to attach; it receives a subscription at once.
  public func subscribe<Downstream: Subscriber>(_ subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
