extension ObservationTracking {
  /// The events a tracking scope is delivered.
  ///
  /// A one-shot scope delivers exactly one event, the first of the selected kinds, and then ends:
  /// `[.willSet, .deinit]` means "tell me when a property I read is about to change, or when an
  /// object I read from is deallocated, whichever comes first". Selecting both `.willSet` and
  /// `.didSet` is allowed and behaves as `.willSet` (the `willSet` of a write always comes first).
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
