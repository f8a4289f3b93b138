import Foundation

extension Guide {
  /// A Markdown table: its header, its rows (without the rule under the header), where it
  /// starts and what marks it.
  struct Table: CustomStringConvertible {
    let header: [String]
    let rows: [[String]]
    /// The line of the header, counting from 1.
    let lineNumber: Int
    let marker: Marker?

    init(rows: [[String]], lineNumber: Int, marker: Marker?) {
      header = rows.first ?? []
      self.rows = rows.dropFirst().filter { row in
        !row.allSatisfy { $0.allSatisfy { $0 == "-" || $0 == ":" } }
      }
      self.lineNumber = lineNumber
      self.marker = marker
    }

    /// The cells of one `| a | b |` line, trimmed; a `\|` inside a cell is kept as `|`.
    static func cells(of line: String) -> [String] {
      let escaped = "\u{0}"
      let inner = line.replacing("\\|", with: escaped).dropFirst()
      let body = inner.hasSuffix("|") ? inner.dropLast() : inner
      return body.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.replacing(escaped, with: "|").trimmingCharacters(in: .whitespaces)
      }
    }

    var description: String { "table at Migration.md:\(lineNumber)" }
  }
}
