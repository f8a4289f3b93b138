import PublishOnWrite
import Synchronization
import ViewGraph

/// How often an owned model is created before the migration: `@StateObject` runs its
/// initializer expression once per identity.
enum StateCreationBefore {}

extension StateCreationBefore {
  final class Draft: ObservableObject {
    static let creations = Mutex(0)
    @Published var text = ""

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
    @StateObject var draft = Draft()

    var body: some View {
      Text(draft.text)
    }
  }
}
