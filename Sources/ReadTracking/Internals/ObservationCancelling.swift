/// An observation that ``ObservationTracking/Event/cancel()`` can end: the one that delivered
/// the event.
protocol ObservationCancelling: AnyObject, Sendable {
  /// Ends the observation; it delivers nothing more. Calling it again does nothing.
  func cancelObservation()
}
