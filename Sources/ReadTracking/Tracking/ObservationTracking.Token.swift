extension ObservationTracking {
  /// The token of a continuous observation: keep it for as long as the observation is wanted.
  ///
  /// As in SE-0506, the token is noncopyable; consuming it with ``cancel()`` or dropping it
  /// (the end of its scope, or assigning another value to the property that holds it) stops the
  /// observation: `apply` is not called again, unless a call already started.
  ///
  /// `Token` is `Sendable`.
  public struct Token: ~Copyable, Sendable {
    private let observation: any ObservationCancelling

    init(_ observation: any ObservationCancelling) {
      self.observation = observation
    }

    /// Stops the observation.
    public consuming func cancel() {
      observation.cancelObservation()
    }

    deinit {
      observation.cancelObservation()
    }
  }
}
