import ReadTracking
import ViewGraph

/// The guide's pipelines, read-tracked: what replaces `sink`, `removeDuplicates`, `debounce`
/// and `assign` chained on `$draft`.
enum PipelinesAfter {}

extension PipelinesAfter {
  @MainActor final class Editor: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var draft = ""
  }

  /// Where drafts are saved.
  @MainActor final class DraftStore {
    private(set) var saved: [String] = []

    func save(_ draft: String) { saved.append(draft) }
  }

  /// Saves the draft, then each new one, until the calling task is cancelled.
  @MainActor static func autosave(_ editor: Editor, to store: DraftStore) async {
    for await draft in Observations({ editor.draft }) {
      store.save(draft)
    }
  }

  /// Saves the draft once it has not changed for `quiet`, until the calling task is cancelled.
  @MainActor static func autosave(
    _ editor: Editor, to store: DraftStore, after quiet: Duration
  ) async {
    var pending: Task<Void, Never>?
    for await draft in Observations({ editor.draft }) {
      pending?.cancel()
      pending = Task {
        try? await Task.sleep(for: quiet)
        guard !Task.isCancelled else { return }
        store.save(draft)
      }
    }
    pending?.cancel()
  }

  /// A label that shows the editor's word count.
  @MainActor final class WordCountLabel {
    private(set) var text = ""
    private var observation: ObservationTracking.Token?

    init(editor: Editor) {
      observation = withContinuousObservation(options: .didSet) { [weak self] _ in
        self?.text = "\(editor.draft.split(separator: " ").count) words"
      }
    }
  }

  /// A draft a screen edits, saved by the screen's task.
  final class Draft: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var text = ""
    private(set) var saved: [String] = []

    func save() { saved.append(text) }
  }

  /// The draft's screen: it saves the draft once typing pauses.
  struct DraftScreen: View {
    @Bindable var draft: Draft

    var body: some View {
      TextField("Draft", text: $draft.text)
        .task(id: draft.text) {
          try? await Task.sleep(for: .milliseconds(300))
          guard !Task.isCancelled else { return }
          draft.save()
        }
    }
  }
}
