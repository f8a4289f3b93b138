/// SE-0506's one-shot observation with both `.willSet` and `.didSet`: two scopes over the same
/// reads, one told at `willSet` (and at `deinit` when asked), one at `didSet`, so that one write
/// delivers `.willSet` then `.didSet`; the observation ends after the `.didSet`, or at a
/// `.deinit`, or when cancelled.
///
/// The registrars hold the scopes; this object holds them weakly (to cancel them) and the scopes'
/// handlers hold it, so nothing forms a cycle.
final class TwoPhaseObservation: ObservationCancelling, Sendable {
  private struct State {
    var ended = false
    weak var willSet: ObservationScope?
    weak var didSet: ObservationScope?
  }

  private let state = Lock(State())
  private let onChange: @Sendable (ObservationTracking.Event) -> Void

  private init(onChange: @escaping @Sendable (ObservationTracking.Event) -> Void) {
    self.onChange = onChange
  }

  /// Installs the two scopes over `reads`.
  ///
  /// The `willSet` scope is installed first, so that a write that raced the installation is
  /// delivered as `.willSet` then `.didSet`, like any other write.
  static func install(
    _ reads: AccessList.Reads, options: ObservationTracking.Options,
    onChange: @escaping @Sendable (ObservationTracking.Event) -> Void
  ) -> TwoPhaseObservation {
    let observation = TwoPhaseObservation(onChange: onChange)
    let willSet = ObservationScope.install(
      reads, options: options.subtracting(.didSet),
      handler: .event { observation.deliver($0, ending: $0.kind != .willSet) })
    observation.attach(willSet, phase: \.willSet)
    let didSet = ObservationScope.install(
      reads, options: .didSet, handler: .event { observation.deliver($0, ending: true) })
    observation.attach(didSet, phase: \.didSet)
    return observation
  }

  /// Keeps `scope` to cancel it later, or cancels it now if the observation already ended.
  private func attach(
    _ scope: ObservationScope?, phase: WritableKeyPath<State, ObservationScope?>
  ) {
    let ended = state.withLock { state in
      state[keyPath: phase] = scope
      return state.ended
    }
    if ended { scope?.cancel() }
  }

  /// Calls `onChange` with `event` unless the observation ended; ends it when `ending`.
  ///
  /// The `willSet` scope can be told at a `didSet` (it was installed during that write, after
  /// its `willSet`): that event ends the observation as the `didSet` scope's would.
  private func deliver(_ event: ObservationTracking.Event, ending: Bool) {
    let (deliver, scopes) = state.withLock { state in
      let deliver = !state.ended
      guard ending else { return (deliver, [ObservationScope?]()) }
      state.ended = true
      return (deliver, [state.willSet.take(), state.didSet.take()])
    }
    for scope in scopes { scope?.cancel() }
    if deliver { onChange(event.delivered(as: event.kind, by: self)) }
  }

  func cancelObservation() {
    let scopes = state.withLock { state in
      state.ended = true
      return [state.willSet.take(), state.didSet.take()]
    }
    for scope in scopes { scope?.cancel() }
  }
}
