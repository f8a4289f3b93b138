import LibraryApp
import Testing
import ViewGraph

/// What the script does to the screen, the same in every variant: the counts differ, the
/// screen does not.
@Suite("The event script's effect on the screen", .timeLimit(.minutes(10)))
@MainActor
struct ScriptBehaviourTests {
  @Test(arguments: Variant.allCases)
  func everyVariantEndsOnTheSameScreen(variant: Variant) async throws {
    let workload = LibraryWorkload(variant, bookCount: 3)
    _ = try await workload.run()
    let text = workload.host.render()
    // 3 books, one delivered, one deleted; the first renamed; search cleared; sync over.
    #expect(text.contains("Text(\"3 books\")"))
    #expect(text.contains("Text(\"Renamed book\")"))
    #expect(text.contains("Text(\"Synced book\")"))
    #expect(!text.contains("Text(\"Book 1\")"))
    #expect(text.contains("Text(\"Up to date\")"))
    #expect(!text.contains("Button(\"Clear"))
    #expect(text.contains("TextField(\"Search\", text: \"\")"))
  }

  @Test(arguments: Variant.allCases)
  func typingShowsTheClearButtonAndTheTypedText(variant: Variant) async throws {
    let workload = LibraryWorkload(variant, bookCount: 2)
    for character in "swift" { _ = try await workload.play(.keystroke(character)) }
    let text = workload.host.render()
    #expect(text.contains("TextField(\"Search\", text: \"swift\")"))
    #expect(text.contains("Button(\"Clear \\\"swift\\\"\")"))
  }

  @Test(arguments: Variant.allCases)
  func syncBadgeShowsOnEveryRowWhileSyncing(variant: Variant) async throws {
    let workload = LibraryWorkload(variant, bookCount: 4)
    _ = try await workload.play(.syncStarts)
    let text = workload.host.render()
    #expect(text.ranges(of: "Text(\"⟳\")").count == 4)
    #expect(text.contains("Text(\"Syncing…\")"))
  }

  @Test func deletingABookThatIsNotOnScreenIsAClearError() async throws {
    let workload = LibraryWorkload(.readsPushedDown, bookCount: 2)
    _ = try await workload.play(.bookDeleted)
    let error = await #expect(throws: WorkloadError.self) {
      _ = try await workload.play(.bookDeleted)
    }
    #expect(
      error.map { "\($0)" }
        == "C: reads pushed down: no BookRow for the book with id 1 is mounted")
  }
}
