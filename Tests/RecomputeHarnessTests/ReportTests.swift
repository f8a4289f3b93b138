import Foundation
import RecomputeHarness
import Testing

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
    #expect(try row("type \"a\"", in: text) == ["type \"a\"", "5 / 4", "1 / 0", "1"])
    #expect(try row("\"Add\" is tapped", in: text) == ["\"Add\" is tapped", "6 / 3", "3 / 0", "3"])
    #expect(text.contains("Per keystroke, before → after the port: 5 → 1"))
  }

  @Test func textShowsTheWorkloadsCounters() async throws {
    let text = try await report().text
    #expect(
      try row("\"Add\" is tapped", in: text.components(separatedBy: "Counters")[1])
        == ["\"Add\" is tapped", "items 1", "items 1"])
  }

  @Test func markdownHasTheSameCells() async throws {
    let markdown = try await report().markdown
    #expect(markdown.contains("| type \"a\" | 5 / 4 | 1 / 0 | 1 |"))
  }

  @Test func jsonHasOneRecordPerVariantAndEvent() async throws {
    let records = try await report().jsonRecords
    #expect(records.count == 12)
    let first = try #require(records.first)
    #expect(
      (first.workload, first.variant, first.event, first.n) == ("todo", "A", "type-a", 3))
    #expect((first.recomputed, first.wasted, first.lowerBound) == (5, 4, 1))
    #expect(first.counters == ["items": 0])
  }

  @Test func explanationHasAHeadingPerVariant() async throws {
    let explanation = try #require(try await report().explanation(of: "status-synced"))
    #expect(
      explanation.contains(
        "A: publish-on-write, a sync writes the status, 3 items: 5 recomputed, 4 wasted"))
    #expect(
      explanation.contains(
        "B: read-tracking, a sync writes the status, 3 items: 1 recomputed, 0 wasted"))
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
