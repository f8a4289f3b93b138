import RecomputeHarness
import Testing
import ViewGraph

/// The fixture's script at 3 items, counted by hand.
///
/// A: the screen and its four children hold the model with `@ObservedObject`, so every write
/// recomputes those 5 bodies; item rows take a title and are skipped while it is unchanged.
/// B: a write recomputes only the bodies that read the property written: the editor reads
/// `draft`, the filter `isCompact`, the status line `status`, the list `items`; the screen
/// reads nothing. A new item's row appears and is evaluated in both.
@Suite("Workload runs")
@MainActor
struct WorkloadRunTests {
  /// Per event: recomputed and wasted in A, then in B.
  nonisolated static let expected: [(event: String, a: (Int, Int), b: (Int, Int))] = [
    // A: 5 holders, only the editor's output changes. B: the editor.
    ("type-a", (5, 4), (1, 0)),
    // A: 5 holders + the new row; the editor (draft cleared), the list and the row change.
    // B: the editor (draft), the list (items) and the new row.
    ("tap-add", (6, 3), (3, 0)),
    ("type-b", (5, 4), (1, 0)),
    // The draft empties: the editor changes.
    ("clear", (5, 4), (1, 0)),
    // The filter's text changes. B: the filter.
    ("toggle-compact", (5, 4), (1, 0)),
    // The status line changes. B: the status line.
    ("status-synced", (5, 4), (1, 0)),
  ]

  @Test func everyEventCountsWhatTheHandDerivationSays() async throws {
    let runs = try await TodoWorkload.workload.run()
    try #require(runs.map(\.variant) == ["A", "B"])
    for (index, expectation) in Self.expected.enumerated() {
      for (run, (recomputed, wasted)) in zip(runs, [expectation.a, expectation.b]) {
        let result = run.results[index]
        #expect(result.event == expectation.event)
        #expect(
          (result.recomputed, result.wasted) == (recomputed, wasted),
          "\(run.variant), \(result.event): \(result.explanation.joined(separator: "\n"))")
      }
    }
  }

  @Test func wholeScriptTotalsAddTheEvents() async throws {
    let runs = try await TodoWorkload.workload.run()
    // A: 5 + 6 + 5 + 5 + 5 + 5 = 31, wasted 4 + 3 + 4 + 4 + 4 + 4 = 23; B: 1 + 3 + 1 * 4 = 8.
    #expect(runs.map(\.recomputedInScript) == [31, 8])
    #expect(runs.map(\.wastedInScript) == [23, 0])
    #expect(runs.map(\.lowerBoundInScript) == [8, 8])
    // Keystrokes: type-a and type-b.
    #expect(runs.map(\.recomputedPerHeadlineEvent) == [5, 1])
  }

  @Test func aCounterReportsWhatEachEventAdded() async throws {
    let runs = try await TodoWorkload.workload.run(variants: ["B"])
    // Only "Add" adds an item.
    #expect(runs[0].results.map { $0.counters["items"] } == [0, 1, 0, 0, 0, 0])
  }

  @Test func sizeSetsTheModelTheVariantMounts() async throws {
    let runs = try await TodoWorkload.workload.run(variants: ["A"], size: 7)
    #expect(runs[0].size == 7)
    // The new row is evaluated whatever the size; the 7 old rows are skipped.
    #expect(runs[0].results[1].recomputed == 6)
  }

  @Test func explanationNamesTheViewThatReadTheProperty() async throws {
    let runs = try await TodoWorkload.workload.run(variants: ["B"])
    let status = try #require(runs[0].results.last)
    #expect(status.explanation.count == 1)
    #expect(status.explanation[0].contains("StatusLine: Todo.status changed."))
  }

  @Test func progressReportsEachStepAsItStartsAndAsItEnds() async throws {
    var reported: [RunProgress] = []
    let runs = try await TodoWorkload.workload.run(
      variants: ["A", "B"], size: 2, auditsMissedUpdates: true
    ) { reported.append($0) }
    #expect(runs.count == 2)
    // Per variant: mounting, the first audit, then the six events of the fixture's script.
    let steps: [RunProgress.Step] =
      [.mounting, .firstAudit]
      + [
        "type \"a\"", "\"Add\" is tapped", "type \"b\"", "\"Clear\" is tapped in the editor",
        "\"Compact\" is toggled", "a sync writes the status",
      ].enumerated().map { .event(description: $1, index: $0, count: 6) }
    let expected = ["A", "B"].flatMap { variant in
      steps.flatMap { step in
        [(variant, step, true), (variant, step, false)]
      }
    }
    try #require(reported.count == expected.count)
    for (progress, (variant, step, starts)) in zip(reported, expected) {
      #expect(progress.variant == variant)
      #expect(progress.size == 2)
      #expect(progress.step == step)
      #expect((progress.phase == .started) == starts)
    }
    #expect(
      RunProgress.Step.event(description: "type \"a\"", index: 0, count: 6).description
        == "type \"a\" (1 of 6)")
  }

  @Test func anUnauditedRunReportsNoFirstAudit() async throws {
    var steps: [RunProgress.Step] = []
    _ = try await TodoWorkload.workload.run(
      variants: ["B"], size: 2, auditsMissedUpdates: false
    ) { progress in
      if progress.phase == .started { steps.append(progress.step) }
    }
    #expect(steps.first == .mounting)
    #expect(steps.count == 7)
    #expect(!steps.contains(.firstAudit))
  }

  /// An unaudited run warms up on a second screen, an audited run does not.
  ///
  /// The unaudited run mounts a screen at the smallest size after its own and plays the script
  /// on it before timing its own events. The counts are the hand derivation's either way: the
  /// warm-up's passes are on another screen.
  @Test func anUnauditedRunWarmsUpOnASmallScreenAndCountsTheSame() async throws {
    let recorder = MountRecorder()
    let variant = TodoWorkload.workload.variants[1]
    let recording = Workload<any TodoModel>(
      name: "todo", summary: "The fixture, recording the sizes it mounts.", sizeName: "items",
      defaultSize: 3, sizes: 1...100,
      variants: [
        WorkloadVariant(name: "B") { size in
          recorder.sizes.append(size)
          return variant.mount(size)
        }
      ],
      script: TodoWorkload.workload.script)
    for audit in [AuditPolicy.off, .everyView] {
      recorder.sizes = []
      let runs = try await recording.run(
        variants: ["B"], size: 3, audit: audit, explains: false, progress: nil)
      // The fixture's sizes start at 1.
      #expect(recorder.sizes == (audit == .off ? [3, 1] : [3]))
      #expect(runs[0].results.map(\.recomputed) == Self.expected.map(\.b.0))
      #expect(runs[0].results.map(\.wasted) == Self.expected.map(\.b.1))
    }
  }

  /// A run that does not explain keeps no explanation line, and counts what the hand derivation
  /// says, as a run that explains.
  @Test func aRunThatDoesNotExplainKeepsNoLinesAndTheSameCounts() async throws {
    let runs = try await TodoWorkload.workload.run(
      variants: nil, size: 3, audit: .everyView, explains: false, progress: nil)
    for (index, expectation) in Self.expected.enumerated() {
      for (run, (recomputed, wasted)) in zip(runs, [expectation.a, expectation.b]) {
        let result = run.results[index]
        #expect((result.recomputed, result.wasted) == (recomputed, wasted))
        #expect(result.explanation.isEmpty)
      }
    }
  }

  @Test func anUnknownVariantIsAnErrorNamingIt() async throws {
    let error = await #expect(throws: HarnessError.self) {
      _ = try await TodoWorkload.workload.run(variants: ["Z"])
    }
    #expect(error.map { "\($0)" } == "todo has no variant named 'Z'")
  }

  @Test func aTapInsideAViewThatIsNotThereIsAnErrorNamingTheEvent() async throws {
    let workload = TodoWorkload.workload
    let screen = workload.variants[1].mount(1)
    let event = WorkloadEvent<any TodoModel>.tap(
      "Clear", inNodeWhere: { $0.viewType == "Nowhere" }, name: "clear-nowhere",
      description: "\"Clear\" is tapped nowhere")
    let error = await #expect(throws: HarnessError.self) {
      _ = try await workload.measure(event, on: screen, of: workload.variants[1])
    }
    #expect(
      error.map { "\($0)" }
        == "clear-nowhere: the event acts inside exactly one view, but 0 matched")
  }

  @Test func aControlThatIsNotOnScreenIsTheHostsError() async throws {
    let workload = TodoWorkload.workload
    let screen = workload.variants[0].mount(1)
    await #expect(throws: ViewHostError.self) {
      _ = try await workload.measure(.tap("Delete all"), on: screen, of: workload.variants[0])
    }
  }

  @Test func aMissingControlIsThrownWhenTheEventIsPreparedNotWhenItActs() {
    let screen = TodoWorkload.workload.variants[1].mount(1)
    #expect(throws: ViewHostError.self) {
      _ = try WorkloadEvent<any TodoModel>.tap("Delete all").prepare(screen)
    }
  }

  @Test func aPreparedEventActsOnlyWhenItsActionRuns() async throws {
    let screen = TodoWorkload.workload.variants[1].mount(1)
    let add = try WorkloadEvent<any TodoModel>.tap("Add").prepare(screen)
    // Preparing found the button; the one item of size 1 is still the only one.
    #expect(screen.model.items.count == 1)
    _ = try await add()
    #expect(screen.model.items.count == 2)
  }
}

/// The sizes a variant was mounted at, in order.
@MainActor
private final class MountRecorder: Sendable {
  var sizes: [Int] = []
}
