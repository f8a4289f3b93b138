/// The namespace of SE-0506's observation types: ``Options``, ``Event`` and ``Token``.
///
/// As in SE-0506, the type itself has no members and no instances; the functions that observe
/// are ``withObservationTracking(options:_:onChange:)`` (one-shot) and
/// ``withContinuousObservation(options:apply:)`` (continuous).
///
/// `ObservationTracking` is `Sendable`.
public struct ObservationTracking: Sendable {}
