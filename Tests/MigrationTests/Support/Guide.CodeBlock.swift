import Foundation

extension Guide {
  /// A fenced code block: its language, its lines, where it starts and what marks it.
  struct CodeBlock: CustomStringConvertible {
    let language: String
    let lines: [String]
    /// The line of the opening fence, counting from 1.
    let lineNumber: Int
    let marker: Marker?

    /// The lines without the blank lines that open and close the block.
    var trimmedLines: ArraySlice<String> {
      let isBlank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
      let start = lines.firstIndex { !isBlank($0) } ?? lines.endIndex
      let end = lines.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
      return lines[start..<max(start, end)]
    }

    var description: String { "```\(language) block at Migration.md:\(lineNumber)" }
  }
}
