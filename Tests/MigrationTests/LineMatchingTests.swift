import Testing

/// The matchers behind the guide's checks accept true quotations and reject altered ones.
@Suite("Quotation matching")
struct LineMatchingTests {
  static let file = [
    "extension Namespace {",
    "  struct Row: View {",
    "    let book: Book",
    "",
    "    var body: some View { Text(book.title) }",
    "  }",
    "}",
  ]

  @Test func aBlockIndentedInsideANamespaceIsFound() {
    let block = [
      "struct Row: View {", "  let book: Book", "", "  var body: some View { Text(book.title) }",
      "}",
    ]
    #expect(LineMatching.containsBlock(block[...], in: Self.file))
  }

  @Test func anAlteredOrUnevenlyIndentedBlockIsNotFound() {
    #expect(
      !LineMatching.containsBlock(["struct Row: View {", "  var book: Book"][...], in: Self.file))
    #expect(
      !LineMatching.containsBlock(["struct Row: View {", "    let book: Book"][...], in: Self.file))
    #expect(
      !LineMatching.containsBlock(["struct Row: View {", "let book: Book"][...], in: Self.file))
  }

  @Test func diffLinesMustAppearInOrder() {
    #expect(
      LineMatching.firstMissingLine(of: ["let book: Book", "}"], inOrderIn: Self.file) == nil)
    #expect(
      LineMatching.firstMissingLine(
        of: ["var body: some View { Text(book.title) }", "let book: Book"], inOrderIn: Self.file)
        == "let book: Book")
    #expect(
      LineMatching.firstMissingLine(of: ["public let book: Book"], inOrderIn: Self.file) != nil)
  }

  @Test func aDiffSplitsIntoItsTwoSides() {
    let block = Guide.CodeBlock(
      language: "diff",
      lines: [
        "@@ body @@", " struct Row: View {", "-  @ObservedObject var book: Book",
        "+  let book: Book", "oops",
      ],
      lineNumber: 1, marker: nil)
    let sides = DiffSides(block)
    #expect(sides.before == ["struct Row: View {", "  @ObservedObject var book: Book"])
    #expect(sides.after == ["struct Row: View {", "  let book: Book"])
    #expect(sides.malformedLines == ["oops"])
  }
}
