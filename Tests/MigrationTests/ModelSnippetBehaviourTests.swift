import PublishOnWrite
import ReadTracking
import Synchronization
import TestSupport
import Testing
import ViewGraph

/// The snippets of the guide's "Models outside the views" section do what the guide says.
@Suite("Migration.md: models outside the views", .timeLimit(.minutes(10)))
@MainActor
struct ModelSnippetBehaviourTests {
  @Test func beforeTheSinkSavedEveryWriteAndRemoveDuplicatesSkippedEqualOnes() {
    let editor = PipelinesBefore.Editor()
    let store = PipelinesBefore.DraftStore()
    let autosave = PipelinesBefore.Autosave(editor: editor, store: store)
    for draft in ["D", "Du", "Dun", "Dune", "Dune"] {
      editor.draft = draft
    }
    #expect(store.saved == ["", "D", "Du", "Dun", "Dune"])
    withExtendedLifetime(autosave) {}
  }

  @Test func beforeDebounceSavedOnlyAfterTypingPaused() async {
    let editor = PipelinesBefore.Editor()
    let store = PipelinesBefore.DraftStore()
    let autosave = PipelinesBefore.QuietAutosave(editor: editor, store: store)
    // The burst is written without suspending: the debounce's timer runs on the main queue, so it
    // cannot fire between two writes, however loaded the machine is.
    for draft in ["D", "Du", "Dun", "Dune"] {
      editor.draft = draft
    }
    #expect(store.saved == [])
    #expect(await yield { !store.saved.isEmpty })
    try? await Task.sleep(for: .milliseconds(400))
    #expect(store.saved == ["Dune"])
    withExtendedLifetime(autosave) {}
  }

  @Test func beforeTheWordCountLabelFollowedTheDraftAtOnce() {
    let editor = PipelinesBefore.Editor()
    let label = PipelinesBefore.WordCountLabel(editor: editor)
    #expect(label.text == "0 words")
    editor.draft = "read tracking"
    #expect(label.text == "2 words")
  }

  @Test func autosaveSavesTheLastDraftOfABurstOnceAndSkipsEqualWrites() async {
    let editor = PipelinesAfter.Editor()
    let store = PipelinesAfter.DraftStore()
    let autosave = Task { await PipelinesAfter.autosave(editor, to: store) }
    #expect(await yield { store.saved == [""] })
    for draft in ["D", "Du", "Dun", "Dune"] {
      editor.draft = draft
    }
    #expect(await yield { store.saved.count == 2 })
    editor.draft = "Dune"
    editor.draft = "Dune!"
    #expect(await yield { store.saved.count == 3 })
    #expect(store.saved == ["", "Dune", "Dune!"])
    autosave.cancel()
    await autosave.value
  }

  @Test func theQuietAutosaveSavesOnlyAfterTypingPauses() async {
    let editor = PipelinesAfter.Editor()
    let store = PipelinesAfter.DraftStore()
    let autosave = Task {
      // A quiet period far longer than the burst takes, even when other main-actor tests delay
      // the yields between keystrokes.
      await PipelinesAfter.autosave(editor, to: store, after: .seconds(3))
    }
    #expect(await yield { store.saved == [""] })
    // Each keystroke is its own transaction (the loop sees it), all within the quiet period.
    for draft in ["D", "Du", "Dun", "Dune"] {
      editor.draft = draft
      await Task.yield()
    }
    #expect(store.saved == [""])
    #expect(await yield { store.saved.count == 2 })
    try? await Task.sleep(for: .milliseconds(300))
    #expect(store.saved == ["", "Dune"])
    autosave.cancel()
    await autosave.value
  }

  @Test func theScreensTaskSavesOnlyAfterTypingPauses() async throws {
    let draft = PipelinesAfter.Draft()
    let host = ViewHost(root: PipelinesAfter.DraftScreen(draft: draft))
    // Each keystroke changes the task's id: the pass that sees it cancels the sleeping task.
    for letter in ["D", "u", "n", "e"] {
      try host.type(letter, into: "Draft")
    }
    #expect(draft.saved == [])
    await host.waitForTasks()
    #expect(draft.saved == ["Dune"])
  }

  @Test func theWordCountLabelFollowsTheDraft() async {
    let editor = PipelinesAfter.Editor()
    let label = PipelinesAfter.WordCountLabel(editor: editor)
    #expect(await yield { label.text == "0 words" })
    editor.draft = "read tracking"
    #expect(await yield { label.text == "2 words" })
    #expect(label.text == "2 words")
  }

  @Test func didSetRunsForEveryAssignmentInBothModels() async {
    let before = DidSetBefore.Settings()
    let after = DidSetAfter.Settings()
    before.theme = "dark"
    before.theme = "dark"
    after.theme = "dark"
    after.theme = "dark"
    #expect(before.savedThemes == ["dark", "dark"])
    #expect(after.savedThemes == ["dark", "dark"])
  }

  @Test func anEqualAssignmentPublishesBeforeButNotifiesNoObserverAfter() async {
    let before = DidSetBefore.Settings()
    await confirmation(expectedCount: 2) { published in
      let subscription = before.objectWillChange.sink { _ in published() }
      before.reset()  // two equal writes, two publications
      subscription.cancel()
    }
    let after = DidSetAfter.Settings()
    await confirmation(expectedCount: 0) { notified in
      withObservationTracking {
        _ = (after.fontSize, after.theme)
      } onChange: {
        notified()
      }
      after.reset()  // two equal writes, no notification
    }
  }

  @Test func aWriteInDidSetClampsTheValueInBothModels() {
    let before = DidSetBefore.Settings()
    let after = DidSetAfter.Settings()
    before.fontSize = 100
    after.fontSize = 100
    #expect(before.fontSize == 72)
    #expect(after.fontSize == 72)
  }

  @Test func theInboxTakesWhatTheServerReceived() async {
    let server = ModelIsolation.MailServer()
    let inbox = ModelIsolation.Inbox()
    await server.receive("Hello")
    await server.receive("Lunch?")
    await confirmation(expectedCount: 1) { changed in
      withObservationTracking {
        _ = inbox.messages
      } onChange: {
        changed()
      }
      await inbox.refresh(from: server)
    }
    #expect(inbox.messages == ["Hello", "Lunch?"])
    #expect(!inbox.isFetching)
    await inbox.refresh(from: server)
    #expect(inbox.messages == ["Hello", "Lunch?"])
  }

  @Test func importProgressCountsWritesFromOtherTasks() async {
    let progress = ModelIsolation.ImportProgress()
    await confirmation(expectedCount: 1) { changed in
      withObservationTracking {
        _ = progress.imported
      } onChange: {
        changed()
      }
      await Task.detached {
        for _ in 0..<100 { progress.advance() }
      }.value
    }
    #expect(progress.imported == 100)
  }
}
