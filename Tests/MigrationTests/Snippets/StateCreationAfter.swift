import ReadTracking
import Synchronization
import ViewGraph

/// How often an owned model is created after the migration: `@State` evaluates its initial
/// value every time the view's initializer runs, and keeps the first.
enum StateCreationAfter {}

extension StateCreationAfter {
  final class Draft: Observable {
    static let creations = Mutex(0)
    let observationRegistrar = ObservationRegistrar()
    @Tracked var text = ""

    init() { Self.creations.withLock { $0 += 1 } }
  }

  struct Composer: View {
    @State var revision = 0

    var body: some View {
      VStack {
        Button("Revise") { revision += 1 }
        Text("Revision \(revision)")
        Editor()
      }
    }
  }

  struct Editor: View {
    @State var draft = Draft()

    var body: some View {
      Text(draft.text)
    }
  }
}
