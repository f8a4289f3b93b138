import Catalogue
import RecomputeHarness
import Testing

/// The owner-and-ticker script, counted by hand: bodies, models created and laps lost.
///
/// The screen reads its `@State` round (A, B) and builds two timers: `WorkoutTimer(census:)`,
/// whose only input is the same census every time, so it is skipped when the screen
/// recomputes, and `RestTimer(timer: LapTimer(…))` (A, B), whose input is a new object on
/// every render of the screen, so it recomputes and shows the new model's 0 laps; the old
/// model is released, and counts as lost when it held laps. `@StateObject` never runs its
/// initializer again (A); `@State(initialValue:)` in B's `WorkoutTimer.init` makes a model on
/// every init, which `@State` throws away (created, never lost: it holds no laps). In C the
/// screen's body reads nothing (`RoundLabel` reads the round through a binding) and both timers
/// own their models with `@State`.
///
/// A lap writes one timer's model: in A its `@StateObject`/`@ObservedObject` holder
/// recomputes; in B and C the one body that reads `laps`. No other view holds or reads it.
@Suite("The owner-and-ticker workload")
@MainActor
struct OwnerTickerCountTests {
  /// Per event: recomputed, wasted, models created and laps lost in A, B and C.
  nonisolated static let expected: [(event: String, counts: [(Int, Int, Int, Int)])] = [
    // The workout timer alone, in every variant.
    ("workout-lap", [(1, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0)]),
    // The rest timer alone, in every variant.
    ("rest-lap", [(1, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0)]),
    // A: the screen (its round changes) and the rest timer with a new model (1 lap → 0); the
    // rest timer's old model held 1 lap: lost. B: the same, plus the model the workout timer's
    // init makes and `@State` throws away. C: `RoundLabel`.
    ("round-2", [(2, 0, 1, 1), (2, 0, 2, 1), (1, 0, 0, 0)]),
    // As round-2, but the rest timer showed 0 laps and shows 0 again (wasted) and its old
    // model held none (nothing lost).
    ("round-3", [(2, 1, 1, 0), (2, 1, 2, 0), (1, 0, 0, 0)]),
  ]

  @Test func everyEventCountsWhatTheHandDerivationSays() async throws {
    let runs = try await OwnerTickerWorkload.workload.run(variants: nil, size: nil)
    try #require(runs.map(\.variant) == ["A", "B", "C"])
    for run in runs { #expect(run.counterNames == ["models-created", "laps-lost"]) }
    for (index, expectation) in Self.expected.enumerated() {
      for (run, (recomputed, wasted, created, lost)) in zip(runs, expectation.counts) {
        let result = run.results[index]
        #expect(result.event == expectation.event)
        #expect(
          (result.recomputed, result.wasted) == (recomputed, wasted),
          "\(run.variant), \(result.event): \(result.explanation.joined(separator: "\n"))")
        #expect(
          result.counters == ["models-created": created, "laps-lost": lost],
          "\(run.variant), \(result.event)")
      }
    }
  }

  @Test func wholeScriptTotals() async throws {
    let runs = try await OwnerTickerWorkload.workload.run(variants: nil, size: nil)
    // A, B: 1 + 1 + 2 + 2; C: 1 + 1 + 1 + 1.
    #expect(runs.map(\.recomputedInScript) == [6, 6, 4])
    // The rest timer at round 3 in A and B.
    #expect(runs.map(\.wastedInScript) == [1, 1, 0])
    #expect(runs.map(\.lowerBoundInScript) == [5, 5, 4])
  }

  @Test func theAuditFindsNoMissedUpdate() async throws {
    let runs = try await OwnerTickerWorkload.audited.run(variants: nil, size: nil)
    #expect(runs.count == 3)
    for run in runs {
      for result in run.results {
        #expect(result.missedUpdates.isEmpty, "\(run.variant), \(result.event)")
      }
    }
  }
}
