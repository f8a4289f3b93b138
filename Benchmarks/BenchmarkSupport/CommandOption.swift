/// One flag or option of a benchmark's command line, with what `--help` says about it and the
/// values it accepts.
///
/// The help text and the checks come from the same description, so they cannot disagree:
/// an integer option prints its default and range, and a value outside the range is refused
/// before any work starts.
public struct CommandOption: Sendable {
  /// What the option takes.
  public enum Kind: Sendable {
    /// A flag, which takes no value.
    case flag
    /// A whole number in `range`, `defaultValue` when absent.
    case integer(defaultValue: Int, range: ClosedRange<Int>)
    /// One of `choices`; absent means what the summary says.
    case choice([String])
    /// Free text named `placeholder` (an event name), checked by the command itself.
    case text(placeholder: String)
    /// The path of a file to write, checked before any work: its folder must exist and be
    /// writable, and the path must not name a folder.
    case outputFile(placeholder: String)
  }

  /// The option's name, with its leading dashes (`--samples`).
  public let name: String
  /// What the option takes.
  public let kind: Kind
  /// What the option does, in one sentence; `--help` adds the default and the range.
  public let summary: String

  /// Creates an option; the static factories read better.
  ///
  /// - Parameters:
  ///   - name: The option's name, with its leading dashes.
  ///   - kind: What the option takes.
  ///   - summary: What the option does.
  public init(name: String, kind: Kind, summary: String) {
    self.name = name
    self.kind = kind
    self.summary = summary
  }

  /// A flag, which takes no value.
  ///
  /// - Parameters:
  ///   - name: The flag's name, with its leading dashes.
  ///   - summary: What the flag does.
  /// - Returns: The flag.
  public static func flag(_ name: String, _ summary: String) -> Self {
    Self(name: name, kind: .flag, summary: summary)
  }

  /// An option that takes a whole number.
  ///
  /// - Parameters:
  ///   - name: The option's name, with its leading dashes.
  ///   - defaultValue: The value when the option is absent.
  ///   - range: The accepted values.
  ///   - summary: What the option does.
  /// - Returns: The option.
  public static func integer(
    _ name: String, default defaultValue: Int, in range: ClosedRange<Int>, _ summary: String
  ) -> Self {
    precondition(range.contains(defaultValue), "\(name)'s default is outside its range")
    return Self(
      name: name, kind: .integer(defaultValue: defaultValue, range: range), summary: summary)
  }

  /// An option that takes one of a fixed set of words.
  ///
  /// - Parameters:
  ///   - name: The option's name, with its leading dashes.
  ///   - choices: The accepted words.
  ///   - summary: What the option does, including what its absence means.
  /// - Returns: The option.
  public static func choice(_ name: String, _ choices: [String], _ summary: String) -> Self {
    Self(name: name, kind: .choice(choices), summary: summary)
  }

  /// An option that takes free text, which the command checks itself.
  ///
  /// - Parameters:
  ///   - name: The option's name, with its leading dashes.
  ///   - placeholder: How `--help` names the value (`FILE`, `EVENT`).
  ///   - summary: What the option does, including what its absence means.
  /// - Returns: The option.
  public static func text(_ name: String, placeholder: String, _ summary: String) -> Self {
    Self(name: name, kind: .text(placeholder: placeholder), summary: summary)
  }

  /// An option that takes the path of a file the command will write.
  ///
  /// - Parameters:
  ///   - name: The option's name, with its leading dashes.
  ///   - placeholder: How `--help` names the value (`FILE`).
  ///   - summary: What the option does.
  /// - Returns: The option.
  public static func outputFile(_ name: String, placeholder: String, _ summary: String) -> Self {
    Self(name: name, kind: .outputFile(placeholder: placeholder), summary: summary)
  }

  /// The number of timed samples per case, with the same range in every benchmark.
  ///
  /// A median and a 90th percentile need at least 3 samples to differ from the extremes.
  ///
  /// - Parameter defaultValue: The number of samples when the option is absent.
  /// - Returns: The `--samples` option.
  public static func samples(default defaultValue: Int) -> Self {
    integer(
      "--samples", default: defaultValue, in: 3...1_000,
      "Timed samples per case; the median and the 90th percentile are taken over them.")
  }

  /// The `--json` flag: the results as JSON Lines, one JSON object per line.
  ///
  /// - Parameter record: What each line describes (`case`, `event and variant`).
  /// - Returns: The `--json` flag.
  public static func jsonLines(oneObjectPer record: String) -> Self {
    flag(
      "--json",
      "Print the results as JSON Lines (one JSON object per \(record), one per line, keys in "
        + "snake_case) instead of the table.")
  }

  /// How `--help` and the usage line write the option: `--samples N`, `--json`.
  var synopsis: String {
    switch kind {
    case .flag: name
    case .integer: "\(name) N"
    case .choice(let choices): "\(name) \(choices.joined(separator: "|"))"
    case .text(let placeholder), .outputFile(let placeholder): "\(name) \(placeholder)"
    }
  }

  /// The summary with the default and the accepted values, as `--help` prints it.
  var helpText: String {
    switch kind {
    case .flag, .text, .outputFile:
      summary
    case .integer(let defaultValue, let range):
      "\(summary) Default \(formatGrouped(defaultValue)); from \(formatGrouped(range.lowerBound)) to "
        + "\(formatGrouped(range.upperBound))."
    case .choice(let choices):
      "\(summary) One of \(choices.joined(separator: ", "))."
    }
  }

  /// Checks the value given for this option.
  ///
  /// - Parameter value: The value from the command line.
  /// - Throws: ``ArgumentError`` naming the option and what it accepts.
  func check(_ value: String) throws {
    switch kind {
    case .flag, .text:
      return
    case .outputFile:
      try checkOutputFile(value, option: name)
    case .integer(_, let range):
      _ = try Arguments.integer(value, of: name, in: range)
    case .choice(let choices):
      guard choices.contains(value) else {
        throw ArgumentError(
          message: "\(name) takes one of \(choices.joined(separator: ", ")), not '\(value)'")
      }
    }
  }
}
