#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the benchmark's command line with `parse`; on an error, prints it with the usage line
/// and exits with status 64.
///
/// ```swift
/// let (arguments, samples) = parseCommandLine(usage: usage) { words in
///   let arguments = try Arguments(words, flags: ["--json"], options: ["--samples"])
///   return (arguments, try arguments.integer("--samples", default: 15, in: 1...1_000))
/// }
/// ```
///
/// - Parameters:
///   - usage: The command's usage line.
///   - parse: Reads the words after the program name.
/// - Returns: What `parse` returned.
public func parseCommandLine<Parsed>(
  usage: String, _ parse: ([String]) throws -> Parsed
) -> Parsed {
  do {
    return try parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    exitWithUsageError(error, usage: usage)
  }
}

/// Reads the command line as `command` describes it, checking every argument first.
///
/// `--help` prints the help and exits with status 0; a wrong argument prints what is wrong and
/// the usage line and exits with status 64; otherwise returns what `body` makes of the checked
/// arguments.
///
/// - Parameters:
///   - command: The command's description.
///   - body: Reads the checked arguments; an ``ArgumentError`` it throws is reported as above.
/// - Returns: What `body` returned.
public func parseCommandLine<Parsed>(
  _ command: BenchmarkCommand, _ body: (Arguments) throws -> Parsed
) -> Parsed {
  do {
    switch try command.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
      print(command.help)
      exit(0)
    case .run(let arguments):
      return try body(arguments)
    }
  } catch {
    exitWithUsageError(error, usage: "\(command.usage)\nrun '\(command.name) --help' for more")
  }
}

/// Prints a benchmark's results: one JSON object per line when `asJSON`, the table otherwise.
///
/// An encoding failure is printed to standard error and ends the process with status 1.
///
/// - Parameters:
///   - results: The results, one per case.
///   - asJSON: Whether `--json` was given.
///   - table: Renders the readable table.
public func printResults<Result: Encodable>(
  _ results: [Result], asJSON: Bool, table: () -> String
) {
  guard asJSON else {
    print(table())
    return
  }
  do {
    try printJSONLines(results)
  } catch {
    reportProgress("error: cannot encode the results as JSON: \(error)")
    exit(1)
  }
}
