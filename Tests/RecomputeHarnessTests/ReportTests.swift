import Foundation
import RecomputeHarness
import Testing
import ViewGraph

/// The reports of the fixture's runs; the figures are those derived in `WorkloadRunTests`.
@Suite("Reports")
@MainActor
struct ReportTests {
  func report() async throws -> RecomputeReport {
    RecomputeReport(runs: try await TodoWorkload.workload.run())
  }

  /// The cells of the first text line that contains `label`, split at runs of two spaces.
  func row(_ label: String, in text: String) throws -> [String] {
    let line = try #require(text.split(separator: "\n").first { $0.contains(label) })
    return line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }

  @Test func textTableHasOneRowPerEventWithTheLowerBound() async throws {
    let text = try await report().text
    #expect(try row("type \"a\"", in: text) == ["type \"a\"", "5 / 4 / 0", "1 / 0 / 0", "1"])
    #expect(
      try row("\"Add\" is tapped", in: text) == [
        "\"Add\" is tapped", "6 / 3 / 0", "3 / 0 / 0", "3",
      ])
    #expect(text.contains("Per keystroke, before → after the port: 5 → 1"))
    // No view missed an update, so there is no table of where.
    #expect(!text.contains("Missed updates over the script"))
  }

  @Test func textShowsTheWorkloadsCounters() async throws {
    let text = try await report().text
    #expect(
      try row("\"Add\" is tapped", in: text.components(separatedBy: "Counters")[1])
        == ["\"Add\" is tapped", "items 1", "items 1"])
  }

  @Test func markdownHasTheSameCells() async throws {
    let markdown = try await report().markdown
    #expect(markdown.contains("| type \"a\" | 5 / 4 / 0 | 1 / 0 / 0 | 1 |"))
  }

  @Test func jsonHasOneRecordPerVariantAndEvent() async throws {
    let records = try await report().jsonRecords
    #expect(records.count == 12)
    let first = try #require(records.first)
    #expect(
      (first.workload, first.variant, first.event, first.n) == ("todo", "A", "type-a", 3))
    #expect((first.recomputed, first.wasted, first.lowerBound) == (5, 4, 1))
    #expect(first.counters == ["items": 0])
    #expect(first.missed == 0)
  }

  @Test func anUnauditedRunSaysSoInsteadOfCountingNoMissedUpdate() async throws {
    let runs = try await TodoWorkload.workload.run(variants: ["B"], auditsMissedUpdates: false)
    let report = RecomputeReport(runs: runs)
    #expect(report.jsonRecords.map(\.missed) == Array(repeating: nil, count: 6))
    let explanation = try #require(report.explanation(of: "status-synced"))
    #expect(explanation.contains("3 items: 1 recomputed, 0 wasted, not audited"))
  }

  /// B's item rows hold a title, no model, so the narrowed audit evaluates the 5 views outside
  /// rows (the screen, Editor, Filter, StatusLine, Items) after each event, and says so.
  @Test func aNarrowedAuditIsRecordedInTheJSONAndNamedInTheText() async throws {
    let runs = try await TodoWorkload.workload.run(
      variants: ["B"], size: 3, audit: .rowsReachingChanges, explains: true, progress: nil)
    #expect(runs[0].auditScope == .rowsReachingChanges)
    let report = RecomputeReport(runs: runs)
    #expect(report.jsonRecords.map(\.audit) == Array(repeating: "changes", count: 6))
    #expect(report.jsonRecords.map(\.auditedViews) == Array(repeating: 5, count: 6))
    #expect(report.jsonRecords.map(\.missed) == Array(repeating: 0, count: 6))
    #expect(
      report.text.contains(
        "every pass audited, for changes only: every view outside rows, and the rows that reach "
          + "an object whose unobserved storage changed"))
  }

  /// The full audit evaluates the 5 views outside rows and the 3 item rows, 4 once "Add" is
  /// tapped; its records carry neither `audit` nor `audited_views`, as before the policy.
  @Test func aFullAuditAddsNothingToTheJSON() async throws {
    let runs = try await TodoWorkload.workload.run(
      variants: ["B"], size: 3, audit: .everyView, explains: true, progress: nil)
    #expect(runs[0].auditScope == .everyView)
    #expect(runs[0].results.map(\.auditedViews) == [8, 9, 9, 9, 9, 9])
    let report = RecomputeReport(runs: runs)
    #expect(report.jsonRecords.allSatisfy { $0.audit == nil && $0.auditedViews == nil })
    #expect(report.text.contains("(every pass audited)."))
  }

  /// The automatic policy audits every view below the large-run size and narrows from it; off
  /// never audits.
  @Test func theAutomaticPolicyNarrowsFromTheLargeRunSize() {
    #expect(AuditPolicy.largeRunSize == 100_000)
    #expect(AuditPolicy.automatic.scope(atSize: 99_999) == .everyView)
    #expect(AuditPolicy.automatic.scope(atSize: 100_000) == .rowsReachingChanges)
    #expect(AuditPolicy.automatic.scope(atSize: 3, largeRunSize: 3) == .rowsReachingChanges)
    #expect(AuditPolicy.everyView.scope(atSize: 1_000_000) == .everyView)
    #expect(AuditPolicy.rowsReachingChanges.scope(atSize: 3) == .rowsReachingChanges)
    #expect(AuditPolicy.off.scope(atSize: 3) == nil)
    #expect(AuditPolicy.allCases.map(\.description) == ["auto", "full", "changes", "off"])
  }

  @Test func explanationHasAHeadingPerVariant() async throws {
    let explanation = try #require(try await report().explanation(of: "status-synced"))
    #expect(
      explanation.contains(
        "A: publish-on-write, a sync writes the status, 3 items: 5 recomputed, 4 wasted, 0 missed"))
    #expect(
      explanation.contains(
        "B: read-tracking, a sync writes the status, 3 items: 1 recomputed, 0 wasted, 0 missed"))
    #expect(try await report().explanation(of: "no-such-event") == nil)
  }

  @Test func svgHasTwoBarsPerVariantAndEvent() async throws {
    let svg = try await report().svg
    #expect(svg.hasPrefix("<svg"))
    // A pale bar (recomputed) and a solid one (lower bound) for each of 2 variants × 6 events.
    #expect(svg.ranges(of: "<rect x=").count == 2 * 2 * 6 + 2)
  }

  @Test func summaryGivesTheRatioToTheLowerBound() async throws {
    let summary = RecomputeSummary([try await report()]).text
    // A: 31 over a lower bound of 8 is 3.875, shown truncated; B: 8 over 8.
    #expect(
      try row("A: publish-on-write", in: summary) == [
        "todo", "A: publish-on-write", "3 items", "31", "8", "3.8×", "23",
      ])
    #expect(
      try row("B: read-tracking", in: summary) == [
        "todo", "B: read-tracking", "3 items", "8", "8", "1.0×", "0",
      ])
    #expect(summary.contains("todo: Per keystroke, before → after the port: 5 → 1"))
  }
}
