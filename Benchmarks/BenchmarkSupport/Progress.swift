#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a progress line to standard error, so that it never mixes with the results on
/// standard output.
///
/// - Parameter message: The line to write; a newline is added.
public func reportProgress(_ message: String) {
  writeToStandardError(message + "\n")
}

/// Prints `error` to standard error and exits with status 64 (a usage error).
///
/// - Parameters:
///   - error: What went wrong.
///   - usage: The command's usage line, printed after the error.
public func exitWithUsageError(_ error: any Error, usage: String) -> Never {
  writeToStandardError("error: \(error)\nusage: \(usage)\n")
  exit(64)
}

private func writeToStandardError(_ text: String) {
  var bytes = Array(text.utf8)
  var written = 0
  while written < bytes.count {
    let result = bytes.withUnsafeMutableBytes { buffer in
      write(STDERR_FILENO, buffer.baseAddress! + written, buffer.count - written)
    }
    guard result > 0 else { return }
    written += result
  }
}
