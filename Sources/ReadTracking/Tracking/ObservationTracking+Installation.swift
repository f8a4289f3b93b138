extension ObservationTracking {
  /// Runs `apply` with a fresh access list current on this thread, then hands the list over.
  ///
  /// Unless `apply` threw, `install` is called with the list and the address that was current
  /// before, to close the list and install what it read. If `apply` throws, the list is closed
  /// and nothing is installed.
  @inlinable
  static func track<Result: ~Copyable, Failure: Error>(
    _ apply: () throws(Failure) -> Result,
    then install: (UnsafeMutablePointer<AccessList>, UnsafeMutableRawPointer?) -> Void
  ) throws(Failure) -> Result {
    try withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) {
      (buffer) throws(Failure) -> Result in
      let list = buffer.baseAddress!
      let previous = AccessList.open(list)
      let value: Result
      do throws(Failure) {
        value = try apply()
      } catch {
        AccessList.closeAndDiscard(list, previous: previous)
        throw error
      }
      install(list, previous)
      return value
    }
  }

  /// Closes `list` and installs SE-0506's one-shot observation for what it read.
  @usableFromInline
  static func closeAndInstall(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    options: Options, onChange: @escaping @Sendable (borrowing Event) -> Void
  ) {
    _ = install(AccessList.close(list, previous: previous), options: options) { onChange($0) }
  }

  /// Installs SE-0506's one-shot observation of `reads`: one scope, or, for both `.willSet` and
  /// `.didSet`, a ``TwoPhaseObservation``.
  ///
  /// - Returns: What cancels the observation, or `nil` when nothing was installed (nothing was
  ///   read, or `options` selects no event).
  static func install(
    _ reads: AccessList.Reads, options: Options,
    onChange: @escaping @Sendable (Event) -> Void
  ) -> (any ObservationCancelling)? {
    guard !reads.isEmpty, !options.isDisjoint(with: [.willSet, .didSet, .deinit]) else {
      return nil
    }
    guard options.isSuperset(of: [.willSet, .didSet]) else {
      return ObservationScope.install(reads, options: options, handler: .event(onChange))
    }
    return TwoPhaseObservation.install(reads, options: options, onChange: onChange)
  }
}
