import MechanicalPort
import ViewGraph

/// Previews of the migrated sync indicator: one forgets the injection the screen makes.
enum SyncIndicatorPreviews {}

extension SyncIndicatorPreviews {
  @MainActor
  static func withoutInjection() -> ViewHost {
    ViewHost(root: SyncIndicator())
  }

  @MainActor
  static func withInjection() -> ViewHost {
    ViewHost(root: SyncIndicator().environment(Library(bookCount: 3)))
  }
}
