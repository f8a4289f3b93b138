import ReadTracking
import Synchronization
import Testing

/// The guide's unit test of a read-tracked model: which properties a change touches.
@Suite("Migration.md: a read-tracked model's test")
struct ModelTestsAfter {
  /// The properties among `keyPaths` whose observers `change` notifies.
  func properties<Model: Observable>(
    of model: Model, among keyPaths: [PartialKeyPath<Model>], touchedBy change: () -> Void
  ) -> [PartialKeyPath<Model>] {
    let touched = Mutex<Set<Int>>([])
    for (index, keyPath) in keyPaths.enumerated() {
      withObservationTracking {
        _ = model[keyPath: keyPath]
      } onChange: {
        touched.withLock { _ = $0.insert(index) }
      }
    }
    change()
    return touched.withLock { $0 }.sorted().map { keyPaths[$0] }
  }

  @Test func resetTouchesOnlyTheThemeWhenOnlyTheThemeChanged() {
    let settings = DidSetAfter.Settings()
    settings.theme = "dark"
    let touched = properties(of: settings, among: [\.fontSize, \.theme]) {
      settings.reset()
    }
    #expect(touched == [\.theme])
  }
}
