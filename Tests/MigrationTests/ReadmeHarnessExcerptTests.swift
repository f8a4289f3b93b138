import Foundation
import Testing

/// The README's "Measure your own screen" example is an excerpt of the example package that CI
/// builds and runs, so it cannot drift from code that compiles.
@Suite("README harness excerpt")
struct ReadmeHarnessExcerptTests {
  @Test func readmeHarnessExampleIsAnExcerptOfTheExamplePackage() throws {
    let readme = try Repository.lines(of: "README.md")
    let example = Set(
      try Repository.lines(of: "Examples/MeasureYourScreen/Sources/MeasureInbox/main.swift").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    let section = try #require(readme.firstIndex(of: "## Measure your own screen"))
    let start = try #require(readme[section...].firstIndex(of: "```swift"))
    let end = try #require(readme[(start + 1)...].firstIndex(of: "```"))
    let quoted = readme[(start + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(quoted.count > 20)
    for line in quoted where !line.isEmpty {
      #expect(example.contains(line), "README harness example line not in the example: \(line)")
    }
  }
}
