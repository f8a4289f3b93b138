import LibraryApp
import RecomputeHarness
import Testing
import ViewGraph

/// The Traps section quotes what `recompute-bench --workload traps` measures at 42 books: the
/// table of missed updates over the script (`<!-- traps -->`) and one diagnostic per trap
/// (`<!-- missed: TRAP EVENT -->`).
@Suite("Migration.md traps", .timeLimit(.minutes(10)))
@MainActor
struct GuideTrapTests {
  /// The trap runs at the guide's size, audited.
  static func runs() async throws -> [ScriptRun] {
    try await LibraryWorkload.trapsWorkload.run(
      variants: nil, size: MeasuredScript.bookCount, auditsMissedUpdates: true)
  }

  /// `text`'s lines without their trailing spaces.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { String($0).trimmingSuffix() }
  }

  @Test func theTrapsTableIsTheMeasuredOne() async throws {
    let blocks = try Guide().codeBlocks(in: "text").filter { $0.marker?.kind == "traps" }
    try #require(blocks.count == 1)
    let measured = Self.lines(RecomputeReport(runs: try await Self.runs()).text)
    // Every trap has its row.
    #expect(blocks[0].trimmedLines.count == 2 + Trap.allCases.count)
    for line in blocks[0].trimmedLines {
      #expect(measured.contains(line.trimmingSuffix()), "'\(line)' is not in the report")
    }
  }

  @Test func eachTrapsQuotedDiagnosticIsMeasured() async throws {
    let blocks = try Guide().codeBlocks(in: "text").filter { $0.marker?.kind == "missed" }
    let runs = try await Self.runs()
    #expect(
      Set(blocks.compactMap { $0.marker?.arguments.first }) == Set(Trap.allCases.map(\.rawValue)))
    for block in blocks {
      let arguments = try #require(block.marker?.arguments)
      try #require(arguments.count == 2, "\(block): <!-- missed: TRAP EVENT -->")
      let run = try #require(runs.first { $0.variant == arguments[0] }, "\(block)")
      let result = try #require(run.results.first { $0.event == arguments[1] }, "\(block)")
      let diagnostics = result.missedUpdates.map(\.description)
      for line in block.trimmedLines {
        #expect(diagnostics.contains(line), "\(block): '\(line)' is not a measured diagnostic")
      }
    }
  }
}

extension String {
  /// The string without its trailing spaces.
  fileprivate func trimmingSuffix() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
