import CatalogueCounting
import OwnerTickerBefore
import OwnerTickerFixed
import OwnerTickerPorted
public import RecomputeHarness
import ViewGraph

/// Seed 001's owner and ticker: a workout screen whose `@State` round ticks, over two lap
/// timers, one that owns its model and one handed a model created in the screen's body.
///
/// It shows what ownership costs besides bodies. Before the port (A), the `@StateObject` timer
/// keeps its model across rounds while the `@ObservedObject` one gets a new model every round
/// and loses its laps. The mechanical port (B) turns `@StateObject` into `@State`, which keeps
/// the first model but still creates one per render of the screen and throws it away, and
/// `@ObservedObject` into `let`, which loses the laps as before. With reads where they belong
/// (C), only a `RoundLabel` reads the round through a binding, the screen's body reads
/// nothing, and both timers own their models with `@State`: a round recomputes one body and
/// creates no model.
public enum OwnerTickerWorkload {
  /// The workload, named `owner-ticker`: variants A (publish-on-write), B (mechanical port)
  /// and C (reads where they belong); it has no size.
  public static let workload: any MeasurableWorkload = definition(auditsMissedUpdates: false)

  /// The same workload with every host auditing its passes for missed updates.
  package static let audited: any MeasurableWorkload = definition(auditsMissedUpdates: true)

  static func definition(auditsMissedUpdates audits: Bool) -> Workload<InstanceCensus> {
    Workload(
      name: "owner-ticker",
      summary: "A screen whose @State ticks over a timer that owns its model and one handed a "
        + "model made in the screen's body (seed 001): bodies, models created, laps lost.",
      sizeName: "screens", defaultSize: 1,
      variants: [
        WorkloadVariant(name: "A", title: "A: publish-on-write") { _ in
          let census = InstanceCensus()
          return MountedScreen(
            host: ViewHost(
              root: OwnerTickerBefore.WorkoutScreen(census: census), auditsMissedUpdates: audits),
            model: census)
        },
        WorkloadVariant(name: "B", title: "B: mechanical port") { _ in
          let census = InstanceCensus()
          return MountedScreen(
            host: ViewHost(
              root: OwnerTickerPorted.WorkoutScreen(census: census), auditsMissedUpdates: audits),
            model: census)
        },
        WorkloadVariant(name: "C", title: "C: reads where they belong") { _ in
          let census = InstanceCensus()
          return MountedScreen(
            host: ViewHost(
              root: OwnerTickerFixed.WorkoutScreen(census: census), auditsMissedUpdates: audits),
            model: census)
        },
      ],
      script: [
        .tap("Workout lap", name: "workout-lap", description: "a workout lap"),
        .tap("Rest lap", name: "rest-lap", description: "a rest lap"),
        .tap("Next round", name: "round-2", description: "the round ticks"),
        .tap("Next round", name: "round-3", description: "the round ticks again"),
      ],
      counters: [
        WorkloadCounter(name: "models-created") { $0.model.created },
        WorkloadCounter(name: "laps-lost") { $0.model.lost },
      ],
      headline: WorkloadHeadline(before: "A", after: "C", change: "owning and reading right"),
      // A body here creates a model (`@ObservedObject` made in place), which the audit would
      // run again and count; `audited` audits the hosts for the tests instead.
      isAuditable: false)
  }
}
