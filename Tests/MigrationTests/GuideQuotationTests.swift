import Testing

/// Every Swift snippet of `Migration.md` is taken from a compiled file, and every diff matches
/// the two files it compares, so the guide cannot drift from the code.
@Suite("Migration.md quotes compiled code")
struct GuideQuotationTests {
  /// Where quoted Swift may come from: the app's stages, the models, or the snippets compiled
  /// with this test target.
  static let quotableFolders = ["Sources/", "Tests/MigrationTests/Snippets/"]

  @Test func everySwiftBlockNamesTheCompiledFileItIsTakenFrom() throws {
    let guide = try Guide()
    let blocks = guide.codeBlocks(in: "swift")
    #expect(!blocks.isEmpty)
    for block in blocks {
      let marker = try #require(block.marker, "\(block) has no <!-- source: PATH --> comment")
      #expect(marker.kind == "source", "\(block)")
      #expect(marker.arguments.count == 1, "\(block)")
      let path = try #require(marker.arguments.first)
      #expect(path.hasSuffix(".swift"), "\(block): \(path)")
      #expect(Self.quotableFolders.contains { path.hasPrefix($0) }, "\(block): \(path)")
    }
  }

  @Test func everySwiftBlockAppearsVerbatimInItsSourceFile() throws {
    for block in try Guide().codeBlocks(in: "swift") {
      guard let path = block.marker?.arguments.first else { continue }
      let file = try Repository.lines(of: path)
      #expect(
        LineMatching.containsBlock(block.trimmedLines, in: file),
        "\(block) is not a verbatim excerpt of \(path)")
    }
  }

  @Test func everyDiffBlockNamesItsBeforeAndAfterFiles() throws {
    let blocks = try Guide().codeBlocks(in: "diff")
    #expect(!blocks.isEmpty)
    for block in blocks {
      let marker = try #require(block.marker, "\(block) has no <!-- diff: BEFORE AFTER --> comment")
      #expect(marker.kind == "diff", "\(block)")
      #expect(marker.arguments.count == 2, "\(block)")
    }
  }

  @Test func everyDiffBlockMatchesItsBeforeAndAfterFiles() throws {
    for block in try Guide().codeBlocks(in: "diff") {
      guard let marker = block.marker, marker.arguments.count == 2 else { continue }
      let sides = DiffSides(block)
      let before = try Repository.lines(of: marker.arguments[0])
      let after = try Repository.lines(of: marker.arguments[1])
      #expect(sides.malformedLines.isEmpty, "\(block): lines without -, + or space")
      #expect(!sides.removed.isEmpty || !sides.added.isEmpty, "\(block) changes nothing")
      if let missing = LineMatching.firstMissingLine(of: sides.before, inOrderIn: before) {
        Issue.record("\(block): '\(missing)' is not in \(marker.arguments[0]) (in order)")
      }
      if let missing = LineMatching.firstMissingLine(of: sides.after, inOrderIn: after) {
        Issue.record("\(block): '\(missing)' is not in \(marker.arguments[1]) (in order)")
      }
    }
  }

  @Test func theGuideOnlyHasSwiftDiffShellAndCheckedTextBlocks() throws {
    for block in try Guide().codeBlocks {
      #expect(["swift", "diff", "sh", "text"].contains(block.language), "\(block)")
      if block.language == "text" {
        // Each kind of text block is compared with a measurement by its own test.
        #expect(
          ["explain", "traps", "missed"].contains(block.marker?.kind),
          "\(block): text blocks quote --explain output, the traps table or a diagnostic")
      }
    }
  }
}
