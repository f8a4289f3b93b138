import Catalogue
import RecomputeHarness
import Testing

/// The form's script, counted by hand under the counting rules of issue 12: a control reads
/// its binding when it updates, outside any body, and making `$profile.field` reads nothing.
///
/// A: the editor and the summary hold the profile with `@ObservedObject`, so every edit
/// recomputes both. The editor's output shows its controls, and a binding of an
/// `ObservableObject` is not tracked, so the edited control changes with the editor's body:
/// the editor is never wasted. The summary shows the first name, the last name, the city and
/// the email: it changes only when the first name is typed into.
///
/// B: the controls update on their own before any body; the editor's body reads `isValid`
/// (the first name and the email), the summary its four fields. Typing "A" into the empty
/// first name enables "Save", which the output shows (a disabled view renders a `Disabled`
/// line above its content), so the editor's evaluation is not wasted; when "d" leaves "Save"
/// enabled, its output is the same: wasted. No body reads the phone, the newsletter, the theme
/// or the age: those edits recompute nothing.
///
/// C: as B, with the save button reading `isValid` in place of the editor.
@Suite("The form workload")
@MainActor
struct FormCountTests {
  /// Per event: recomputed and wasted in A, B and C.
  nonisolated static let expected: [(event: String, counts: [(Int, Int)])] = [
    // A: editor and summary change. B: the editor (Save is enabled: its `Disabled` line goes)
    // and the summary. C: the save button (enabled) and the summary. (B and C were (2, 1)
    // while `.disabled` was not rendered.)
    ("first-name-A", [(2, 0), (2, 0), (2, 0)]),
    // A: editor and summary change. B: the editor (wasted) and the summary. C: the save
    // button (wasted) and the summary.
    ("first-name-d", [(2, 0), (2, 1), (2, 1)]),
    // A: the editor changes, the summary is wasted. B, C: no body reads the field.
    ("phone-5", [(2, 1), (0, 0), (0, 0)]),
    ("newsletter", [(2, 1), (0, 0), (0, 0)]),
    ("theme-dark", [(2, 1), (0, 0), (0, 0)]),
    ("age-up", [(2, 1), (0, 0), (0, 0)]),
  ]

  @Test func everyEventCountsWhatTheHandDerivationSays() async throws {
    let runs = try await FormWorkload.workload.run(variants: nil, size: nil)
    try #require(runs.map(\.variant) == ["A", "B", "C"])
    for (index, expectation) in Self.expected.enumerated() {
      for (run, (recomputed, wasted)) in zip(runs, expectation.counts) {
        let result = run.results[index]
        #expect(result.event == expectation.event)
        #expect(
          (result.recomputed, result.wasted) == (recomputed, wasted),
          "\(run.variant), \(result.event): \(result.explanation.joined(separator: "\n"))")
      }
    }
  }

  @Test func wholeScriptTotals() async throws {
    let runs = try await FormWorkload.workload.run(variants: nil, size: nil)
    // A: 6 × 2; B, C: 2 + 2.
    #expect(runs.map(\.recomputedInScript) == [12, 4, 4])
    // A: the summary on the last 4 events; B, C: first-name-d's editor or save button (2
    // before, when first-name-A's was wasted too).
    #expect(runs.map(\.wastedInScript) == [4, 1, 1])
    // A: 2 + 2 + 4 × 1; B, C: 2 + 1 (2 before).
    #expect(runs.map(\.lowerBoundInScript) == [8, 3, 3])
  }

  @Test func everyEditReachesItsControl() async throws {
    // The controls update outside the bodies: each edit shows in the control's own line.
    let runs = try await FormWorkload.workload.run(variants: ["B"], size: nil)
    let run = try #require(runs.first)
    for result in run.results {
      #expect(
        result.explanation.first?.hasSuffix("changed. (control update, no body)") == true,
        "\(result.event): \(result.explanation)")
    }
  }

  @Test func theAuditFindsNoMissedUpdate() async throws {
    let runs = try await FormWorkload.audited.run(variants: nil, size: nil)
    #expect(runs.count == 3)
    for run in runs {
      for result in run.results {
        #expect(result.missedUpdates.isEmpty, "\(run.variant), \(result.event)")
      }
    }
  }
}
