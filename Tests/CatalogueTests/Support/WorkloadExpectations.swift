import RecomputeHarness
import Testing
import ViewGraph

/// Expects each event of each run to have recomputed and wasted what the hand derivation says.
///
/// - Parameters:
///   - runs: The runs of the variants, in the order of each expectation's counts.
///   - expected: Per event, in script order, its name and per variant (recomputed, wasted).
///   - sourceLocation: Where a failure is reported: the caller's line.
func expectCounts(
  _ runs: [ScriptRun], _ expected: [(event: String, counts: [(Int, Int)])],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (index, expectation) in expected.enumerated() {
    for (run, (recomputed, wasted)) in zip(runs, expectation.counts) {
      let result = run.results[index]
      #expect(result.event == expectation.event, sourceLocation: sourceLocation)
      #expect(
        (result.recomputed, result.wasted) == (recomputed, wasted),
        "\(run.variant), \(result.event): \(result.explanation.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
  }
}

/// Plays `workload`'s script on each variant with the missed-update audit on, and expects the
/// audit to report nothing: no stale view and no model warning when it starts, no missed update
/// after any event.
///
/// - Parameters:
///   - workload: The workload, played at its default size.
///   - sourceLocation: Where a failure is reported: the caller's line.
/// - Throws: What playing an event throws.
@MainActor
func expectNoMissedUpdate<Model>(
  in workload: Workload<Model>, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  for variant in workload.variants {
    let screen = variant.mount(workload.defaultSize)
    let start = screen.host.startAuditingMissedUpdates()
    #expect(start.missedUpdates.isEmpty, "\(variant.name)", sourceLocation: sourceLocation)
    #expect(start.modelWarnings.isEmpty, "\(variant.name)", sourceLocation: sourceLocation)
    for event in workload.script {
      let result = try await workload.measure(event, on: screen, of: variant)
      #expect(
        result.missedUpdates.isEmpty, "\(variant.name), \(event.name)",
        sourceLocation: sourceLocation)
    }
  }
}
