import BenchmarkSupport
import LibraryApp

/// The command line of `recompute-bench`, checked.
struct BenchOptions {
  /// How the results are printed.
  enum Format {
    case table
    case markdown
    case json
  }

  /// The library sizes a sweep can run, smallest first.
  static let sweepLadder = [10, 100, 1_000, 10_000, 100_000]

  let bookCount: Int
  let variants: [Variant]
  let explainEvent: ScriptEvent?
  let format: Format
  let svgPath: String?
  let sweepSizes: [Int]

  init(_ words: [String]) throws {
    let arguments = try Arguments(
      words, flags: ["--json", "--markdown", "--no-sweep"],
      options: ["--books", "--variant", "--explain", "--svg", "--sweep-max"])
    bookCount = try arguments.integer("--books", default: 42, in: 2...1_000_000)
    if let letter = arguments.values["--variant"] {
      guard let variant = Variant(letter: letter) else {
        throw ArgumentError(
          message: "--variant takes one of "
            + Variant.allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(letter)'")
      }
      variants = [variant]
    } else {
      variants = Variant.allCases
    }
    if let name = arguments.values["--explain"] {
      guard let event = ScriptEvent.script.first(where: { $0.name == name }) else {
        throw ArgumentError(
          message: "--explain takes an event of the script: "
            + ScriptEvent.script.map(\.name).joined(separator: ", ") + "; not '\(name)'")
      }
      explainEvent = event
    } else {
      explainEvent = nil
    }
    if arguments.flags.contains("--json") && arguments.flags.contains("--markdown") {
      throw ArgumentError(message: "--json and --markdown cannot be combined")
    }
    format =
      arguments.flags.contains("--json")
      ? .json : arguments.flags.contains("--markdown") ? .markdown : .table
    svgPath = arguments.values["--svg"]
    let sweepMax = try arguments.integer("--sweep-max", default: 100_000, in: 10...1_000_000)
    if arguments.flags.contains("--no-sweep") {
      guard arguments.values["--sweep-max"] == nil else {
        throw ArgumentError(message: "--no-sweep and --sweep-max cannot be combined")
      }
      sweepSizes = []
    } else {
      sweepSizes = Self.sweepLadder.filter { $0 <= sweepMax }
    }
  }
}
