import LibraryApp
import Testing

/// The `--explain` output quoted in `Migration.md` is what the workload logs for that variant
/// and event.
///
/// Until read-tracking reasons name a `@Tracked` property by its name everywhere, the log may
/// show `Library.<computed 0x… (String)>` where the guide writes `Library.searchText`; when it
/// does, the property name is left out of the comparison, and everything else still has to match.
@Suite("Migration.md explain output", .timeLimit(.minutes(10)))
@MainActor
struct GuideExplainTests {
  /// `Library.searchText` and `Library.<computed 0x… (String)>` both become `Library.‹property›`.
  static func withoutPropertyName(_ line: String) throws -> String {
    let property = try Regex(#"\b([A-Z]\w*)\.(<computed 0x[0-9a-f]+ \([^)]*\)>|[a-z]\w*)"#)
    return line.replacing(property) { match in "\(match.output[1].substring ?? "")." + "‹property›"
    }
  }

  @Test func everyQuotedExplainLineIsInTheWorkloadsLog() async throws {
    let blocks = try Guide().codeBlocks(in: "text").filter { $0.marker?.kind == "explain" }
    #expect(!blocks.isEmpty)
    let script = try await MeasuredScript()
    for block in blocks {
      let arguments = try #require(block.marker?.arguments)
      try #require(arguments.count == 2, "\(block): <!-- explain: VARIANT EVENT -->")
      let variant = try #require(Variant(letter: arguments[0]), "\(block): \(arguments[0])")
      let measurement = try #require(
        script.measurements[variant]?.first { $0.event.name == arguments[1] },
        "\(block): no event \(arguments[1])")
      let logged = measurement.explanation.map { String($0.trimmingPrefix(while: \.isWhitespace)) }
      let namesPending = logged.contains { $0.contains("<computed ") }
      for line in block.trimmedLines where line != "…" {
        let quoted = String(line.trimmingPrefix(while: \.isWhitespace))
        let found =
          namesPending
          ? try logged.map(Self.withoutPropertyName).contains(
            Self.withoutPropertyName(quoted))
          : logged.contains(quoted)
        #expect(found, "\(block): '\(quoted)' is not in the log of \(variant), \(arguments[1])")
      }
    }
  }

  @Test func propertyNamesAreTheOnlyPartLeftOutOfTheComparison() throws {
    #expect(
      try Self.withoutPropertyName("BookList: Library.<computed 0x00005650 (Array<Book>)> changed.")
        == Self.withoutPropertyName("BookList: Library.books changed."))
    #expect(
      try Self.withoutPropertyName("SearchField: Library.searchText changed.")
        != Self.withoutPropertyName("ClearButton: Library.searchText changed."))
  }
}
