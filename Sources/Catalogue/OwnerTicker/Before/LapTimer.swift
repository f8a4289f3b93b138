public import CatalogueCounting
public import PublishOnWrite

/// A lap timer's model before the migration: an `ObservableObject` whose lap count publishes
/// every write.
public final class LapTimer: ObservableObject {
  /// The laps counted so far: the state a user loses when the timer is replaced.
  @Published public var laps = 0
  private let census: InstanceCensus

  /// Creates a timer at zero laps and records its creation in `census`.
  ///
  /// - Parameter census: Where the timer records its creation and the loss of its laps.
  public init(census: InstanceCensus) {
    self.census = census
    census.recordCreation()
  }

  deinit {
    if laps > 0 { census.recordLoss() }
  }
}
