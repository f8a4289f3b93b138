extension ObservationTracking {
  /// The events an observation is delivered: `.willSet`, `.didSet`, `.deinit`, in any
  /// combination, as in SE-0506.
  ///
  /// With ``withObservationTracking(options:_:onChange:)`` and
  /// ``withContinuousObservation(options:apply:)``, `[.willSet, .didSet]` delivers two events
  /// per write. A cancellable scope
  /// (``withCancellableObservationTracking(options:_:onChange:)``) delivers exactly one event,
  /// the first of the selected kinds: there, both `.willSet` and `.didSet` behave as `.willSet`.
  ///
  /// SE-0506 declares `Options` as `SetAlgebra`; this one is an `OptionSet` (which is a
  /// `SetAlgebra`), so code written for SE-0506 compiles unchanged.
  ///
  /// `Options` is `Sendable`.
  public struct Options: OptionSet, Sendable, Hashable {
    /// The raw bits of the option set.
    public let rawValue: UInt8

    /// Creates an option set from its raw bits.
    ///
    /// - Parameter rawValue: The bits; unknown bits are kept and ignored.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Deliver the event before the new value is stored (the old value is still visible).
    ///
    /// A scope installed while a write is already in progress (after its `willSet`) is told at
    /// that write's `didSet` instead, with a ``ObservationTracking/Event/Kind/didSet`` event,
    /// because it may have read the old value.
    public static let willSet = Options(rawValue: 1 << 0)
    /// Deliver the event after the new value is stored.
    public static let didSet = Options(rawValue: 1 << 1)
    /// Deliver the event when an object the scope read from is deallocated.
    public static let `deinit` = Options(rawValue: 1 << 2)
  }
}
