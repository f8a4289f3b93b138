extension ObservationTracking {
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
      return TrackingScope.install(reads, options: options, handler: .event(onChange))
    }
    return TwoPhaseObservation.install(reads, options: options, onChange: onChange)
  }
}
