import LibraryApp
import Testing
import ViewGraph

/// Everything the app can observe of one run of the script: per event, the counts, the
/// `_printChanges` lines with their paths, the screen and the state; then the totals.
private struct ObservedRun: Equatable {
  struct Step: Equatable {
    let recomputed: Int
    let wasted: Int
    let explanation: [String]
    let screen: String
    let state: [String: String]
  }

  var mount: [String] = []
  var steps: [Step] = []
  var counters: EvaluationCounters?
  var nodeCount = 0

  @MainActor
  init(_ workload: LibraryWorkload) async throws {
    mount = workload.host.mountReport.printChangesLines
    for event in ScriptEvent.script {
      let measurement = try await workload.play(event)
      steps.append(
        Step(
          recomputed: measurement.recomputed, wasted: measurement.wasted,
          explanation: measurement.explanation, screen: workload.host.render(),
          state: workload.host.stateSnapshot().mapValues { String(reflecting: $0) }))
    }
    counters = workload.host.counters
    nodeCount = workload.host.nodeCount
  }
}

@Suite("The missed-update audit on the library screen")
@MainActor
struct AuditScriptTests {
  @Test(arguments: Variant.allCases)
  func theAuditChangesNothingTheScriptObserves(variant: Variant) async throws {
    let plain = try await ObservedRun(LibraryWorkload(variant, bookCount: 6))
    let audited = try await ObservedRun(
      LibraryWorkload(variant, bookCount: 6, auditsMissedUpdates: true))
    #expect(plain.steps.count == ScriptEvent.script.count)
    #expect(plain == audited)
  }

  @Test(arguments: Variant.allCases)
  func theReferenceVariantsMissNoUpdateOverTheScript(variant: Variant) async throws {
    let workload = LibraryWorkload(variant, bookCount: 6, auditsMissedUpdates: true)
    #expect(workload.host.auditsMissedUpdates)
    #expect(workload.host.mountReport.missedUpdates.isEmpty)
    #expect(workload.host.mountReport.modelWarnings.isEmpty)
    for measurement in try await workload.run() {
      #expect(measurement.missedUpdates.isEmpty, "\(measurement.event)")
    }
  }
}
