import PublishOnWrite
import Testing

/// The guide's unit test of an `ObservableObject`: how often it publishes, and what.
@Suite("Migration.md: an ObservableObject's test")
struct ModelTestsBefore {
  @Test func resetPublishesForEveryAssignment() {
    let settings = DidSetBefore.Settings()
    settings.theme = "dark"
    var publications = 0
    var themes: [String] = []
    let changes = settings.objectWillChange.sink { _ in publications += 1 }
    let values = settings.$theme.dropFirst().sink { themes.append($0) }
    settings.reset()
    #expect(publications == 2)
    #expect(themes == ["light"])
    changes.cancel()
    values.cancel()
  }
}
