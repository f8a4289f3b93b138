/// A benchmark's command line, parsed against the options it declares.
///
/// Flags take no value (`--json`); options take one (`--books 42` or `--books=42`). Anything
/// else is an error that names the argument and lists what the command accepts.
public struct Arguments: Sendable {
  /// The flags that were given.
  public private(set) var flags: Set<String> = []
  /// The options that were given, with their values.
  public private(set) var values: [String: String] = [:]

  /// Parses `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - flags: The accepted flags, with their leading dashes.
  ///   - options: The accepted options that take a value, with their leading dashes.
  /// - Throws: ``ArgumentError`` for an unknown argument or an option without its value.
  public init(_ arguments: [String], flags: Set<String>, options: Set<String>) throws {
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if flags.contains(name), parts.count == 1 {
        self.flags.insert(name)
      } else if options.contains(name) {
        if parts.count == 2 {
          values[name] = parts[1]
        } else if let value = remaining.popFirst() {
          values[name] = value
        } else {
          throw ArgumentError(message: "\(name) needs a value")
        }
      } else {
        let accepted = (flags.sorted() + options.sorted().map { "\($0) VALUE" })
        throw ArgumentError(
          message: "unknown argument '\(word)'; accepted: \(accepted.joined(separator: ", "))")
      }
    }
  }

  /// Returns the integer value of `option`, or `defaultValue` when it was not given.
  ///
  /// - Parameters:
  ///   - option: The option's name, with its leading dashes.
  ///   - defaultValue: The value to use when the option is absent.
  ///   - range: The values that are accepted.
  /// - Returns: The option's value, or `defaultValue`.
  /// - Throws: ``ArgumentError`` when the value is not a whole number in `range`.
  public func integer(
    _ option: String, default defaultValue: Int, in range: ClosedRange<Int>
  ) throws -> Int {
    guard let text = values[option] else { return defaultValue }
    return try Self.integer(text, of: option, in: range)
  }

  /// Reads `text`, the value given for `option`, as a whole number in `range`.
  ///
  /// Underscores are ignored, so that `1_000_000` reads as in Swift.
  static func integer(_ text: String, of option: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = Int(text.replacing("_", with: "")), range.contains(value) else {
      throw ArgumentError(
        message: "\(option) takes a whole number from \(formatGrouped(range.lowerBound)) to "
          + "\(formatGrouped(range.upperBound)), "
          + "not '\(text)'")
    }
    return value
  }
}

/// A command-line mistake, with a message that says what was wrong.
public struct ArgumentError: Error, CustomStringConvertible {
  /// What was wrong with the arguments.
  public let message: String

  /// Creates the error.
  ///
  /// - Parameter message: What was wrong with the arguments, naming the argument.
  public init(message: String) {
    self.message = message
  }

  /// A description for the user: the message itself.
  public var description: String { message }
}
