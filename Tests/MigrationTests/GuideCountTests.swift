import LibraryApp
import Testing

/// Every recompute count in `Migration.md` sits in a marked table, and every marked table
/// matches what `LibraryWorkload` measures at 42 books.
@Suite("Migration.md counts", .timeLimit(.minutes(10)))
@MainActor
struct GuideCountTests {
  /// A cell that shows a count: `47 / 45` (recomputed / wasted) or a bare number.
  static func looksLikeCount(_ cell: String) -> Bool {
    let parts = cell.split(separator: " / ", omittingEmptySubsequences: false)
    return (1...2).contains(parts.count)
      && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isNumber || $0 == "." }
      }
  }

  @Test func everyCountTableMatchesTheWorkloadAtFortyTwoBooks() async throws {
    let tables = try Guide().tables.filter { $0.marker?.kind == "counts" }
    #expect(!tables.isEmpty)
    let script = try await MeasuredScript()
    for table in tables {
      #expect(table.header.first == "event", "\(table): the first column names the event")
      let variants = table.header.dropFirst().map(MeasuredScript.variant(named:))
      #expect(!variants.contains(nil), "\(table): unknown variant in \(table.header)")
      for row in table.rows {
        let label = try #require(row.first, "\(table): empty row")
        #expect(row.count == table.header.count, "\(table), \(label): wrong number of cells")
        for (variant, cell) in zip(variants, row.dropFirst()) {
          guard let variant else { continue }
          let expected = try #require(
            script.cell(rowLabel: label, variant: variant), "\(table): unknown row '\(label)'")
          #expect(
            cell == expected, "\(table), \(label), \(variant): the workload measures \(expected)")
        }
      }
    }
  }

  @Test func everyTableShowingCountsIsMarkedForChecking() throws {
    for table in try Guide().tables where table.rows.joined().contains(where: Self.looksLikeCount) {
      #expect(table.marker?.kind == "counts", "\(table) shows counts without <!-- counts -->")
    }
  }

  @Test func everyStageHasItsCountsInTheGuide() throws {
    let quoted = Set(
      try Guide().tables.filter { $0.marker?.kind == "counts" }.flatMap(\.header)
        .compactMap(MeasuredScript.variant(named:)))
    #expect(quoted == Set(Variant.allCases))
  }

  @Test func theCountCheckRejectsAWrongCount() async throws {
    let script = try await MeasuredScript()
    let keystroke = try #require(script.cell(rowLabel: "type \"s\"", variant: .publishOnWrite))
    #expect(keystroke != "46 / 45")
    #expect(script.cell(rowLabel: "type \"x\"", variant: .publishOnWrite) == nil)
    #expect(Self.looksLikeCount("47 / 45") && Self.looksLikeCount("2"))
    #expect(!Self.looksLikeCount("`@StateObject`"))
  }

  @Test func theScreenRecomputesInStageTwoAndNeverAgainInStageThree() async throws {
    let script = try await MeasuredScript()
    func screenEvaluations(_ variant: Variant) -> [String] {
      script.measurements[variant, default: []].flatMap(\.explanation).filter {
        $0.hasPrefix("LibraryScreen  ")
      }
    }
    #expect(!screenEvaluations(.mechanicalPort).isEmpty)
    #expect(screenEvaluations(.readsPushedDown).isEmpty)
  }
}
