import Foundation
import LibraryApp
import Testing

/// The README quotes an excerpt of `recompute-bench`'s table; these tests compare every cell of
/// it with a fresh measurement, so the front page cannot drift from the code.
@Suite("README excerpt", .timeLimit(.minutes(10)))
@MainActor
struct ReadmeExcerptTests {
  /// The rows of the first `text` block in the README whose header starts with `event`.
  static func excerpt() throws -> (header: [String], rows: [[String]]) {
    let lines = try Repository.lines(of: "README.md")
    let start = try #require(lines.firstIndex { $0.hasPrefix("event ") })
    let end = try #require(lines[start...].firstIndex { $0.isEmpty })
    let split = { (line: String) in
      line.split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    // The second line is the rule under the header.
    return (split(lines[start]), lines[(start + 2)..<end].map(split))
  }

  @Test func readmeExcerptMatchesTheMeasuredCounts() async throws {
    let (header, rows) = try Self.excerpt()
    let script = try await MeasuredScript()
    #expect(header.first == "event" && header.last == "lower bound")
    #expect(rows.count >= 5)
    for row in rows {
      try #require(row.count == header.count, "row \(row) has not one cell per column")
      for (column, name) in header.enumerated().dropFirst().dropLast() {
        let variant = try #require(MeasuredScript.variant(named: name), "no variant \(name)")
        #expect(
          script.cell(rowLabel: row[0], variant: variant) == row[column],
          "README, \(row[0]), \(name)")
      }
    }
  }

  @Test func readmeHeadlineIsTheMeasuredBeforeAndAfter() async throws {
    let lines = try Repository.lines(of: "README.md")
    let script = try await MeasuredScript()
    let before = try #require(
      script.cell(rowLabel: MeasuredScript.meanPerKeystrokeLabel, variant: .publishOnWrite))
    let after = try #require(
      script.cell(rowLabel: MeasuredScript.meanPerKeystrokeLabel, variant: .readsPushedDown))
    #expect(lines.contains("Per keystroke, before → after the migration: \(before) → \(after)"))
  }

  @Test func readmeExampleIsAnExcerptOfTheConsumerPackage() throws {
    let readme = try Repository.lines(of: "README.md")
    let consumer = Set(
      try Repository.lines(of: "Examples/Consumer/Sources/Consumer/main.swift").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    let start = try #require(readme.firstIndex(of: "```swift"))
    let end = try #require(readme[(start + 1)...].firstIndex(of: "```"))
    let quoted = readme[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(quoted.count > 10)
    // Blank lines and the comment that stands for the elided views are not code.
    for line in quoted where !line.isEmpty && !line.hasPrefix("// …") {
      #expect(consumer.contains(line), "README example line not in the consumer: \(line)")
    }
  }
}
