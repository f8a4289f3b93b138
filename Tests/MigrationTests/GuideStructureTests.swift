import Testing

/// The guide's shape: a table of contents whose links all land, and the sections readers look
/// for.
@Suite("Migration.md structure")
struct GuideStructureTests {
  @Test func everyLinkToAHeadingLands() throws {
    let guide = try Guide()
    let anchors = Set(guide.headings.map(Guide.anchor(of:)))
    #expect(guide.anchorLinks.count >= 10)
    for link in guide.anchorLinks {
      #expect(anchors.contains(link), "no heading has the anchor #\(link)")
    }
  }

  @Test(arguments: [
    "Contents", "Before you start", "The mapping table", "Incrementally migrating",
    "Behavioural differences", "Traps", "Models outside the views", "Combine pipelines",
    "Unit-testing a model",
  ])
  func theGuideHasTheSection(named name: String) throws {
    #expect(try Guide().headings.contains { $0.hasPrefix(name) })
  }

  @Test func everyAppFileHasItsSection() throws {
    let headings = try Guide().headings
    for name in [
      "Book", "LibraryScreen", "SearchField", "SyncIndicator", "BookList", "BookRow",
      "injection", "BookCount",
    ] {
      #expect(headings.contains { $0.contains(name) }, "no section heading mentions \(name)")
    }
  }

  @Test func anchorsFollowGitHubsRule() {
    #expect(Guide.anchor(of: "Stage 1: `Book`, the leaf model") == "stage-1-book-the-leaf-model")
    #expect(Guide.anchor(of: "Behavioural differences") == "behavioural-differences")
  }
}
