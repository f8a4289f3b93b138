/// One line of a custom view's own output (see ``Graph/ownOutput(of:)``), kept as what it is made
/// of rather than as text: outputs are compared line by line from their parts, and their text is
/// made only to print them or where two lines' parts differ.
struct OutputLine {
  /// What a line shows.
  enum Content {
    /// A custom view: its type's name and its explicit ids (see
    /// ``IdentityKey/appendCustomLine(typeName:to:)``).
    case custom(ViewTypeInfo, IdentityKey)
    /// A primitive's line.
    case primitive(String)
  }

  /// How many spaces the line starts with.
  let indent: Int
  let content: Content

  /// Appends the line's text, ending in a newline.
  func append(to text: inout String) {
    if indent > 0 { text += String(repeating: " ", count: indent) }
    switch content {
    case .custom(let info, let key): key.appendCustomLine(typeName: info.name, to: &text)
    case .primitive(let line): text += line
    }
    text += "\n"
  }

  /// The line's text, ending in a newline.
  var text: String {
    var text = ""
    append(to: &text)
    return text
  }

  /// Whether the two lines are made of equal parts, so that their texts are equal; `false` says
  /// nothing about their texts.
  private func hasSameParts(as other: OutputLine) -> Bool {
    guard indent == other.indent else { return false }
    switch (content, other.content) {
    case (.custom(let info, let key), .custom(let otherInfo, let otherKey)):
      return (info === otherInfo || info.name == otherInfo.name)
        && key.ids.hasSameDescriptions(as: otherKey.ids)
    case (.primitive(let line), .primitive(let otherLine)):
      return line == otherLine
    default:
      return false
    }
  }

  /// Whether two outputs, given as their lines, have the same text (as `String` compares it),
  /// without making it while their lines' parts are equal.
  ///
  /// At the first two lines whose texts differ, the outputs differ, unless one of the two holds
  /// a newline of its own: each line's text then ends at its only newline, so the text of each
  /// output, from the first newline on that the two share, is a different line. Only otherwise
  /// is the text of the rest of both outputs made and compared.
  static func haveSameText<Shown: Sequence<OutputLine>, Expected: Sequence<OutputLine>>(
    _ shown: Shown, _ expected: Expected
  ) -> Bool {
    var shownLines = shown.makeIterator()
    var expectedLines = expected.makeIterator()
    guard let lines = firstDifferingLines(&shownLines, &expectedLines) else { return true }
    guard lines.shown?.holdsNewlineOfItsOwn == true || lines.expected?.holdsNewlineOfItsOwn == true
    else { return false }
    return (lines.shown ?? "") + text(of: &shownLines)
      == (lines.expected ?? "") + text(of: &expectedLines)
  }

  /// The texts of two outputs, given as their lines, when they differ (as `String` compares
  /// them); `nil`, without making them, while their lines' parts are equal.
  ///
  /// `expected` is read once, so that what reading it runs (the deferred content of a list) runs
  /// once; `shown` again for the lines the two have in common when they differ.
  static func differingTexts<Shown: Sequence<OutputLine>, Expected: Sequence<OutputLine>>(
    _ shown: Shown, _ expected: Expected
  ) -> (shown: String, expected: String)? {
    var shownLines = shown.makeIterator()
    var expectedLines = expected.makeIterator()
    guard let lines = firstDifferingLines(&shownLines, &expectedLines) else { return nil }
    let shownRest = (lines.shown ?? "") + text(of: &shownLines)
    let expectedRest = (lines.expected ?? "") + text(of: &expectedLines)
    guard shownRest != expectedRest else { return nil }
    var common = ""
    for line in shown.prefix(lines.commonCount) { line.append(to: &common) }
    return (common + shownRest, common + expectedRest)
  }

  /// Reads two outputs up to their first two lines whose texts differ, and returns those texts
  /// (`nil` for an output that ended) and how many lines came before them; `nil` when both end
  /// with every line the same.
  private static func firstDifferingLines<
    Shown: IteratorProtocol<OutputLine>, Expected: IteratorProtocol<OutputLine>
  >(_ shown: inout Shown, _ expected: inout Expected) -> (
    commonCount: Int, shown: String?, expected: String?
  )? {
    var commonCount = 0
    while true {
      let shownLine = shown.next()
      let expectedLine = expected.next()
      if let shownLine, let expectedLine, shownLine.hasSameParts(as: expectedLine) {
        commonCount += 1
        continue
      }
      if shownLine == nil && expectedLine == nil { return nil }
      let shownText = shownLine?.text
      let expectedText = expectedLine?.text
      guard shownText != expectedText else {
        commonCount += 1
        continue
      }
      return (commonCount, shownText, expectedText)
    }
  }

  /// The text of the lines `lines` has left.
  static func text<Lines: IteratorProtocol<OutputLine>>(of lines: inout Lines) -> String {
    var text = ""
    while let line = lines.next() { line.append(to: &text) }
    return text
  }
}

extension String {
  /// Whether the text of a line (which ends in a newline) holds another newline.
  fileprivate var holdsNewlineOfItsOwn: Bool {
    utf8.dropLast().contains(UInt8(ascii: "\n"))
  }
}
