import BenchmarkSupport
import Testing

@Suite("BenchmarkCommand")
struct BenchmarkCommandTests {
  static let samples = CommandOption.samples(default: 15)
  static let books = CommandOption.integer(
    "--books", default: 42, in: 2...1_000_000, "Books in the library.")
  static let command = BenchmarkCommand(
    name: "demo-bench",
    abstract: "Measures nothing in particular.",
    options: [
      .jsonLines(oneObjectPer: "case"), .flag("--markdown", "Print Markdown."), samples, books,
      .choice("--variant", ["A", "B"], "Runs one variant; all when absent."),
      .text("--svg", placeholder: "FILE", "Writes a chart."),
    ],
    exclusiveGroups: [["--json", "--markdown"]],
    examples: ["demo-bench --books 1_000"])

  /// The arguments of a `.run` request, or a recorded issue for `.help`.
  func arguments(_ words: [String]) throws -> Arguments {
    guard case .run(let arguments) = try Self.command.parse(words) else {
      Issue.record("\(words) asked for help")
      throw ArgumentError(message: "help")
    }
    return arguments
  }

  /// The message of the error that parsing `words` throws.
  func failure(_ words: [String]) -> String? {
    #expect(throws: ArgumentError.self) { try Self.command.parse(words) }
    do {
      _ = try Self.command.parse(words)
      return nil
    } catch {
      return (error as? ArgumentError)?.message
    }
  }

  @Test(arguments: [["--help"], ["-h"], ["--books", "0", "--help"], ["--nonsense", "-h"]])
  func helpWinsOverEveryOtherArgument(_ words: [String]) throws {
    guard case .help = try Self.command.parse(words) else {
      Issue.record("\(words) did not ask for help")
      return
    }
  }

  @Test func helpListsEveryOptionWithItsDefaultRangeAndExample() {
    let help = Self.command.help
    #expect(help.hasPrefix("Measures nothing in particular.\n"))
    #expect(
      help.contains(
        "usage: demo-bench [--json] [--markdown] [--samples N] [--books N] [--variant A|B] "
          + "[--svg FILE]"))
    #expect(help.contains("Default 15; from 3 to 1 000."))
    #expect(help.contains("Default 42; from 2 to 1 000 000."))
    #expect(help.contains("JSON Lines"))
    #expect(help.contains("One of A, B."))
    #expect(help.contains("  -h, --help"))
    #expect(help.contains("these cannot be combined:\n  --json, --markdown"))
    #expect(help.hasSuffix("example:\n  demo-bench --books 1_000"))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func aWideOptionHasItsDescriptionBelowItAndTheOthersKeepANarrowColumn() {
    let command = BenchmarkCommand(
      name: "wide-bench",
      abstract: "Measures nothing either.",
      options: [
        .choice(
          "--workload", ["library", "traps", "dashboard", "owner-ticker", "form", "live-feed"],
          "Runs one workload."),
        .flag("--json", "Print JSON."),
      ],
      examples: ["wide-bench"])
    let lines = command.help.split(separator: "\n", omittingEmptySubsequences: false)
    // "--json" and "-h, --help" (10 characters) fit beside it: descriptions start at column
    // 2 + 10 + 2 = 14. "--workload" with its six choices (62 characters) does not.
    let workload = "  --workload library|traps|dashboard|owner-ticker|form|live-feed"
    let index = lines.firstIndex { $0 == workload }
    #expect(index != nil)
    if let index {
      #expect(
        lines[index + 1]
          == "              Runs one workload. One of library, traps, dashboard, owner-ticker, "
          + "form, live-feed.")
    }
    #expect(lines.contains("  --json      Print JSON."))
    #expect(lines.contains("  -h, --help  Print this help and exit."))
  }

  @Test func valuesAreReadInBothSpellingsAndDefaultsApplyWhenAbsent() throws {
    let given = try arguments(["--books", "1_000", "--samples=5", "--json"])
    #expect(try given.integer(Self.books) == 1000)
    #expect(try given.integer(Self.samples) == 5)
    #expect(given.flags == ["--json"])
    #expect(try arguments([]).integer(Self.books) == 42)
  }

  @Test func anUnknownArgumentIsRefusedByName() {
    let message = failure(["--bookz", "3"])
    #expect(message?.hasPrefix("unknown argument '--bookz'; accepted: ") == true)
  }

  @Test func anOptionWithoutItsValueIsRefused() {
    #expect(failure(["--books"]) == "--books needs a value")
  }

  @Test func anIntegerOutOfRangeIsRefusedBeforeTheCommandReadsIt() {
    #expect(
      failure(["--books", "1"]) == "--books takes a whole number from 2 to 1 000 000, not '1'")
    #expect(
      failure(["--books", "many"]) == "--books takes a whole number from 2 to 1 000 000, not 'many'"
    )
  }

  @Test func samplesTakeAtLeastThreeEverywhere() {
    #expect(
      failure(["--samples", "2"]) == "--samples takes a whole number from 3 to 1 000, not '2'")
    let other = BenchmarkCommand(
      name: "other-bench", abstract: "Other.", options: [.samples(default: 11)], examples: [])
    #expect(throws: ArgumentError.self) { try other.parse(["--samples", "2"]) }
  }

  @Test func aChoiceOutsideItsSetIsRefused() {
    #expect(failure(["--variant", "Z"]) == "--variant takes one of A, B, not 'Z'")
  }

  @Test func optionsThatExcludeEachOtherAreRefusedTogether() {
    #expect(failure(["--markdown", "--json"]) == "--json and --markdown cannot be combined")
  }

  @Test func aFlagGivenAValueIsRefused() {
    #expect(failure(["--json=yes"])?.hasPrefix("unknown argument '--json=yes'") == true)
  }
}
