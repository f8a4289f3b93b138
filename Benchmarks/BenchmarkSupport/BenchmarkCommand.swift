/// A benchmark's command line: what the tool measures, its options, which of them exclude each
/// other, and examples; it renders `--help` and checks every argument before any work starts.
///
/// ```swift
/// let command = BenchmarkCommand(
///   name: "publisher-bench",
///   abstract: "Nanoseconds per @Published write, next to a plain stored write.",
///   options: [.jsonLines(oneObjectPer: "case"), .samples(default: 15)],
///   examples: ["swift run -c release publisher-bench --samples 31"])
/// let (arguments, samples) = parseCommandLine(command) { arguments in
///   (arguments, try arguments.integer(CommandOption.samples(default: 15)))
/// }
/// ```
public struct BenchmarkCommand: Sendable {
  /// The executable's name.
  public let name: String
  /// What the tool measures, in a sentence or two.
  public let abstract: String
  /// The flags and options, in the order `--help` lists them.
  public let options: [CommandOption]
  /// Sets of options of which at most one may be given, because together they make no sense.
  public let exclusiveGroups: [[String]]
  /// Complete command lines, as a user would type them.
  public let examples: [String]

  /// Describes a command.
  ///
  /// - Parameters:
  ///   - name: The executable's name.
  ///   - abstract: What the tool measures.
  ///   - options: The flags and options; `--help` and `-h` are added.
  ///   - exclusiveGroups: Sets of option names of which at most one may be given.
  ///   - examples: Complete command lines.
  public init(
    name: String, abstract: String, options: [CommandOption], exclusiveGroups: [[String]] = [],
    examples: [String]
  ) {
    let names = Set(options.map(\.name))
    precondition(names.count == options.count, "\(name) declares an option twice")
    precondition(
      exclusiveGroups.joined().allSatisfy(names.contains),
      "\(name) excludes an option it does not declare")
    self.name = name
    self.abstract = abstract
    self.options = options
    self.exclusiveGroups = exclusiveGroups
    self.examples = examples
  }

  /// What the user asked for.
  public enum Request: Sendable {
    /// `--help` or `-h` was given: print ``BenchmarkCommand/help`` and stop.
    case help
    /// Run with these arguments, all of them checked.
    case run(Arguments)
  }

  /// The one-line synopsis: `publisher-bench [--json] [--samples N]`.
  public var usage: String {
    ([name] + options.map { "[\($0.synopsis)]" }).joined(separator: " ")
  }

  /// The text `--help` prints: what the tool measures, the usage line, every option with its
  /// default and range, the options that exclude each other, and the examples.
  public var help: String {
    var lines = wrap(abstract, width: 100) + ["", "usage: \(usage)", "", "options:"]
    let entries = options.map { ($0.synopsis, $0.helpText) } + [("-h, --help", helpSummary)]
    // The descriptions start in one column, after the widest synopsis that fits in a third of
    // the line; a wider one (`--workload` with every workload named) has its description on
    // the lines below it, so that no description is squeezed into a narrow column.
    let fitting = entries.map(\.0.count).filter { $0 <= Self.widestSynopsisBeside }
    let column = (fitting.max() ?? 0) + 4
    let indent = String(repeating: " ", count: column)
    for (synopsis, text) in entries {
      let body = wrap(text, width: 100 - column)
      if synopsis.count <= Self.widestSynopsisBeside {
        let padding = String(repeating: " ", count: column - 2 - synopsis.count)
        lines.append("  " + synopsis + padding + body[0])
        lines += body.dropFirst().map { indent + $0 }
      } else {
        lines.append("  " + synopsis)
        lines += body.map { indent + $0 }
      }
    }
    if !exclusiveGroups.isEmpty {
      lines += ["", "these cannot be combined:"]
      lines += exclusiveGroups.map { "  " + $0.joined(separator: ", ") }
    }
    lines += ["", "example\(examples.count == 1 ? "" : "s"):"] + examples.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

  private var helpSummary: String { "Print this help and exit." }

  /// The widest synopsis that `--help` prints its description beside, in characters.
  private static let widestSynopsisBeside = 32

  /// Reads the words after the program name: a request for help, or arguments that are all
  /// known, have their values, are within their ranges and do not exclude each other.
  ///
  /// - Parameter words: The words after the program name.
  /// - Returns: ``Request/help`` when `--help` or `-h` is among the words, whatever else is.
  /// - Throws: ``ArgumentError`` naming the first argument that is wrong.
  public func parse(_ words: [String]) throws -> Request {
    if words.contains("--help") || words.contains("-h") { return .help }
    let arguments = try Arguments(
      words,
      flags: Set(options.filter { if case .flag = $0.kind { true } else { false } }.map(\.name)),
      options: Set(options.filter { if case .flag = $0.kind { false } else { true } }.map(\.name)))
    for option in options {
      if let value = arguments.values[option.name] { try option.check(value) }
    }
    for group in exclusiveGroups {
      let given = group.filter { arguments.flags.contains($0) || arguments.values[$0] != nil }
      guard given.count <= 1 else {
        throw ArgumentError(
          message: given.dropLast().joined(separator: ", ") + " and \(given.last!) "
            + "cannot be combined")
      }
    }
    return .run(arguments)
  }
}

extension Arguments {
  /// Returns the value of an integer `option`, or its default when it was not given.
  ///
  /// - Parameter option: An option made with ``CommandOption/integer(_:default:in:_:)``.
  /// - Returns: The option's value, or its default.
  /// - Throws: ``ArgumentError`` when the value is not a whole number in the option's range.
  public func integer(_ option: CommandOption) throws -> Int {
    guard case .integer(let defaultValue, let range) = option.kind else {
      preconditionFailure("\(option.name) does not take a whole number")
    }
    return try integer(option.name, default: defaultValue, in: range)
  }
}

/// Splits `text` into lines of at most `width` characters, at spaces.
private func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  return lines + [line]
}
