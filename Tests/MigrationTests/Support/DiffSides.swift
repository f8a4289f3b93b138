/// The two sides of a ```diff block of the guide: the lines of the old file (context and `-`
/// lines) and of the new file (context and `+` lines), in order.
struct DiffSides {
  private(set) var before: [String] = []
  private(set) var after: [String] = []
  private(set) var removed: [String] = []
  private(set) var added: [String] = []
  /// Lines that start with none of `-`, `+`, space, and are not `@@` hunk headers.
  private(set) var malformedLines: [String] = []

  init(_ block: Guide.CodeBlock) {
    for line in block.trimmedLines {
      guard let first = line.first else { continue }
      let content = String(line.dropFirst())
      switch first {
      case "-":
        removed.append(content)
        before.append(content)
      case "+":
        added.append(content)
        after.append(content)
      case " ":
        before.append(content)
        after.append(content)
      case "@" where line.hasPrefix("@@"):
        continue
      default:
        malformedLines.append(line)
      }
    }
  }
}
