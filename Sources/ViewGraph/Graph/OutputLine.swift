/// One line of a custom view's own output (see ``Graph/ownOutput(of:)``), kept as what it is made
/// of rather than as text: outputs are compared line by line from their parts, and their text is
/// made only to print them or where two lines' parts differ.
///
/// A childless primitive is kept as its value (see ``ChildlessPrimitive``), so that its line is
/// made only where needed; such a line can turn out to be none (a transparent primitive), and
/// then shows nothing.
struct OutputLine {
  /// What a line shows.
  enum Content {
    /// A custom view: its type's name and its explicit ids (see
    /// ``IdentityKey/appendCustomLine(typeName:to:)``).
    case custom(ViewTypeInfo, IdentityKey)
    /// A primitive's line.
    case primitive(String)
    /// A primitive without children, whose line (or none) is made when it is needed.
    case childless(ChildlessPrimitive)
  }

  /// A primitive without children, as the value that shows it: two of them of one type compare
  /// with ``ViewTypeInfo/PrimitiveOperations/hasSameLine``, without making their lines.
  struct ChildlessPrimitive {
    /// The operations of the primitive's type.
    let operations: ViewTypeInfo.PrimitiveOperations
    let view: any View
    /// For a control, the line its bindings resolved to, which is its line.
    let resolvedLine: String?

    /// The primitive's line, or `nil` when it shows none (as ``Node/renderLine`` makes it).
    var line: String? {
      resolvedLine ?? operations.renderLine(view)
    }

    /// Whether the two show the same line, or both none; `false` says nothing about their
    /// lines.
    ///
    /// Their types are the same and, for controls, their resolved lines; with no resolved line,
    /// the type compares the two values (see ``PrimitiveView/hasSameRenderLine(as:)``), which
    /// tells whether the lines are the same whatever they are, none included.
    func hasSameLine(as other: ChildlessPrimitive) -> Bool {
      guard operations === other.operations, resolvedLine == other.resolvedLine else {
        return false
      }
      guard resolvedLine == nil else { return true }
      var view = view  // `hasSameLine` reads its first value in place.
      return operations.hasSameLine(&view, other.view)
    }
  }

  /// How many spaces the line starts with.
  let indent: Int
  let content: Content

  /// Appends the line's text, ending in a newline; nothing for a primitive that shows none.
  func append(to text: inout String) {
    let primitiveLine: String
    switch content {
    case .custom(let info, let key):
      if indent > 0 { text += String(repeating: " ", count: indent) }
      key.appendCustomLine(typeName: info.name, to: &text)
      text += "\n"
      return
    case .primitive(let line): primitiveLine = line
    case .childless(let primitive):
      guard let line = primitive.line else { return }
      primitiveLine = line
    }
    if indent > 0 { text += String(repeating: " ", count: indent) }
    text += primitiveLine
    text += "\n"
  }

  /// The line made, apart from its indentation and newline; `nil` for a primitive that shows
  /// none.
  fileprivate var made: MadeLine? {
    switch content {
    case .custom(let info, let key):
      MadeLine(indent: indent, line: key.customLine(typeName: info.name))
    case .primitive(let line): MadeLine(indent: indent, line: line)
    case .childless(let primitive): primitive.line.map { MadeLine(indent: indent, line: $0) }
    }
  }

  /// Whether the two lines are made of equal parts, so that their texts are equal (or both
  /// lines show none); `false` says nothing about their texts.
  private func hasSameParts(as other: OutputLine) -> Bool {
    guard indent == other.indent else { return false }
    switch (content, other.content) {
    case (.custom(let info, let key), .custom(let otherInfo, let otherKey)):
      return (info === otherInfo || info.name == otherInfo.name)
        && key.ids.hasSameDescriptions(as: otherKey.ids)
    case (.primitive(let line), .primitive(let otherLine)):
      return line == otherLine
    case (.childless(let primitive), .childless(let otherPrimitive)):
      return primitive.hasSameLine(as: otherPrimitive)
    case (.childless(let primitive), .primitive(let line)),
      (.primitive(let line), .childless(let primitive)):
      return primitive.line == line
    default:
      return false
    }
  }

  /// Whether the two lines surely show different texts, known from their types alone: both are
  /// primitives without children at one indentation, shown by their render lines (not by a
  /// control's resolved line), of types whose line starts (``PrimitiveView/lineStart``) differ
  /// before either ends.
  ///
  /// The texts then differ at a character of those starts, before any newline of either line;
  /// the starts are ASCII, so nothing after them composes with it.
  private func surelyShowsOtherText(than other: OutputLine) -> Bool {
    guard indent == other.indent, case .childless(let primitive) = content,
      case .childless(let otherPrimitive) = other.content,
      primitive.resolvedLine == nil, otherPrimitive.resolvedLine == nil,
      let start = primitive.operations.lineStart,
      let otherStart = otherPrimitive.operations.lineStart
    else { return false }
    return !start.utf8.starts(with: otherStart.utf8) && !otherStart.utf8.starts(with: start.utf8)
  }

  /// Whether two own outputs have the same text (as `String` compares it), without making it
  /// while their parts show the same lines.
  ///
  /// The parts of both that show the same lines are passed first, without making them (see
  /// ``OwnOutput/Iterator/passSameParts(with:)``); from there, they are read line by line. At
  /// the first two lines whose texts differ, the outputs differ, unless one of the two holds a
  /// newline of its own: each line's text then ends at its only newline, so the text of each
  /// output, from the first newline on that the two share, is a different line. Only otherwise
  /// is the text of the rest of both outputs made and compared. Two lines whose types alone show
  /// that they differ are not made (see ``surelyShowsOtherText(than:)``).
  static func haveSameText(_ shown: OwnOutput, _ expected: OwnOutput) -> Bool {
    var shownLines = shown.makeIterator()
    var expectedLines = expected.makeIterator()
    shownLines.passSameParts(with: &expectedLines)
    guard
      let lines = firstDifferingLines(
        &shownLines, &expectedLines, stoppingAtSureDifference: true)
    else { return true }
    guard lines.shown?.holdsNewlineOfItsOwn == true || lines.expected?.holdsNewlineOfItsOwn == true
    else { return false }
    return (lines.shown?.text ?? "") + text(of: &shownLines)
      == (lines.expected?.text ?? "") + text(of: &expectedLines)
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
    let shownRest = (lines.shown?.text ?? "") + text(of: &shownLines)
    let expectedRest = (lines.expected?.text ?? "") + text(of: &expectedLines)
    guard shownRest != expectedRest else { return nil }
    var common = ""
    for line in shown.prefix(lines.commonCount) { line.append(to: &common) }
    return (common + shownRest, common + expectedRest)
  }

  /// Reads two outputs up to their first two lines whose texts differ, and returns those lines
  /// (`nil` for an output that ended) and how many lines of `shown` came before them; `nil` when
  /// both end with every line the same.
  ///
  /// Lines of equal parts are passed two by two. Past two lines whose parts differ, a line that
  /// shows none is passed on its own side, as the texts have no line for it.
  ///
  /// With `stoppingAtSureDifference`, two lines that surely show different texts (see
  /// ``surelyShowsOtherText(than:)``) end the reading without being made: both lines are then
  /// returned as `nil`, which no other result has (two outputs that both end return `nil`).
  private static func firstDifferingLines<
    Shown: IteratorProtocol<OutputLine>, Expected: IteratorProtocol<OutputLine>
  >(_ shown: inout Shown, _ expected: inout Expected, stoppingAtSureDifference: Bool = false)
    -> (commonCount: Int, shown: MadeLine?, expected: MadeLine?)?
  {
    var commonCount = 0
    while true {
      var shownLine = shown.next()
      var expectedLine = expected.next()
      if let shownLine, let expectedLine {
        if shownLine.hasSameParts(as: expectedLine) {
          commonCount += 1
          continue
        }
        if stoppingAtSureDifference, shownLine.surelyShowsOtherText(than: expectedLine) {
          return (commonCount, nil, nil)
        }
      }
      var shownMade = shownLine?.made
      var shownRead = 1
      while shownLine != nil, shownMade == nil {
        shownLine = shown.next()
        shownMade = shownLine?.made
        shownRead += 1
      }
      var expectedMade = expectedLine?.made
      while expectedLine != nil, expectedMade == nil {
        expectedLine = expected.next()
        expectedMade = expectedLine?.made
      }
      switch (shownMade, expectedMade) {
      case (nil, nil):
        return nil
      case (let shownMade?, let expectedMade?) where shownMade.hasSameText(as: expectedMade):
        commonCount += shownRead
      default:
        return (commonCount, shownMade, expectedMade)
      }
    }
  }

  /// The text of the lines `lines` has left.
  static func text<Lines: IteratorProtocol<OutputLine>>(of lines: inout Lines) -> String {
    var text = ""
    while let line = lines.next() { line.append(to: &text) }
    return text
  }
}

/// A line that shows something, made: its text apart from its indentation and newline.
private struct MadeLine {
  let indent: Int
  let line: String

  /// The line's text, ending in a newline.
  var text: String {
    (indent > 0 ? String(repeating: " ", count: indent) : "") + line + "\n"
  }

  /// Whether the line's text holds a newline before the one it ends in.
  var holdsNewlineOfItsOwn: Bool {
    line.utf8.contains(UInt8(ascii: "\n"))
  }

  /// Whether the two lines' texts are the same (as `String` compares them).
  ///
  /// At one indentation the lines alone are compared: the spaces before them and the newline
  /// after them compose with nothing, so they leave the comparison as it is.
  func hasSameText(as other: MadeLine) -> Bool {
    indent == other.indent ? line == other.line : text == other.text
  }
}
