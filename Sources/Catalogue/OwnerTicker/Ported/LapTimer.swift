public import CatalogueCounting
public import ReadTracking

/// A lap timer's model after the migration: an `Observable` class whose lap count is tracked.
public final class LapTimer: Observable {
  /// The registrar that records reads of the tracked lap count.
  public let observationRegistrar = ObservationRegistrar()
  /// The laps counted so far: the state a user loses when the timer is replaced.
  @Tracked public var laps = 0
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
