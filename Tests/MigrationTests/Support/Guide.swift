/// `Migration.md`, split into what the tests check: its fenced code blocks, its Markdown tables
/// and its headings, each with the HTML comment that marks it.
struct Guide {
  /// The guide's path, relative to the repository root.
  static let path = "Migration.md"

  let lines: [String]
  let codeBlocks: [CodeBlock]
  let tables: [Table]
  /// The text of every `#` heading, without the `#`s.
  let headings: [String]

  /// Reads and splits the guide.
  ///
  /// - Throws: `Repository.MissingFile` when the guide is missing.
  init() throws {
    try self.init(lines: Repository.lines(of: Self.path))
  }

  /// Splits `lines` of Markdown.
  init(lines: [String]) {
    self.lines = lines
    var codeBlocks: [CodeBlock] = []
    var tables: [Table] = []
    var headings: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("```") {
        let start = index
        var body: [String] = []
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          body.append(lines[index])
          index += 1
        }
        codeBlocks.append(
          CodeBlock(
            language: String(line.dropFirst(3)), lines: body, lineNumber: start + 1,
            marker: Marker(before: start, in: lines)))
      } else if line.hasPrefix("|") {
        let start = index
        var rows: [[String]] = []
        while index < lines.count, lines[index].hasPrefix("|") {
          rows.append(Table.cells(of: lines[index]))
          index += 1
        }
        tables.append(
          Table(rows: rows, lineNumber: start + 1, marker: Marker(before: start, in: lines)))
        continue
      } else if line.hasPrefix("#") {
        headings.append(String(line.drop { $0 == "#" }.drop { $0 == " " }))
      }
      index += 1
    }
    self.codeBlocks = codeBlocks
    self.tables = tables
    self.headings = headings
  }

  /// The code blocks in `language`, such as `swift` or `diff`.
  func codeBlocks(in language: String) -> [CodeBlock] {
    codeBlocks.filter { $0.language == language }
  }

  /// The targets of the guide's links to its own headings: `x` for every `](#x)`.
  var anchorLinks: [String] {
    lines.flatMap { line in
      line.ranges(of: "](#").map { range in
        String(line[range.upperBound...].prefix { $0 != ")" })
      }
    }
  }

  /// The anchor GitHub gives a heading: lowercased, spaces as hyphens, and punctuation other
  /// than hyphens and underscores removed.
  static func anchor(of heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }
}
