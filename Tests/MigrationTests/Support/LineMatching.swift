/// How the guide's quotations are found in the files they quote: line for line, allowing the
/// whole quotation one extra indentation (a snippet declared inside a namespace `extension`).
enum LineMatching {
  /// Whether `quoted` appears in `file` as consecutive lines, every non-blank line indented by
  /// the same extra whitespace, and every blank line blank.
  static func containsBlock(_ quoted: ArraySlice<String>, in file: [String]) -> Bool {
    guard let first = quoted.first, quoted.count <= file.count else { return quoted.isEmpty }
    let quoted = Array(quoted)
    return (0...(file.count - quoted.count)).contains { start in
      guard let indent = extraIndentation(of: first, in: file[start]) else { return false }
      return zip(quoted, file[start...]).allSatisfy { line, fileLine in
        line.isEmpty ? fileLine.allSatisfy(\.isWhitespace) : fileLine == indent + line
      }
    }
  }

  /// Whether every line of `quoted` appears in `file`, in the same order (not necessarily
  /// consecutively), each allowing an extra indentation.
  ///
  /// - Returns: The first line not found after the previous match, or `nil` when all are found.
  static func firstMissingLine(of quoted: [String], inOrderIn file: [String]) -> String? {
    var position = file.startIndex
    for line in quoted {
      guard
        let found = file[position...].firstIndex(where: {
          extraIndentation(of: line, in: $0) != nil
        })
      else { return line }
      position = found + 1
    }
    return nil
  }

  /// The whitespace `fileLine` has before `line`, or `nil` when `fileLine` is not `line` with
  /// only whitespace before it.
  private static func extraIndentation(of line: String, in fileLine: String) -> String? {
    guard fileLine.hasSuffix(line) else { return nil }
    let prefix = fileLine.dropLast(line.count)
    return prefix.allSatisfy(\.isWhitespace) ? String(prefix) : nil
  }
}
