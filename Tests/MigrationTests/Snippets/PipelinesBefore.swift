import Dispatch
import PublishOnWrite

/// The guide's pipelines before the migration: `sink`, `removeDuplicates`, `debounce` and
/// `assign` chained on `$draft`.
enum PipelinesBefore {}

extension PipelinesBefore {
  final class Editor: ObservableObject {
    @Published var draft = ""
  }

  /// Where drafts are saved.
  final class DraftStore {
    private(set) var saved: [String] = []

    func save(_ draft: String) { saved.append(draft) }
  }

  /// Saves the draft, then each new one, while it lives.
  final class Autosave {
    private var subscriptions = Set<AnyCancellable>()

    init(editor: Editor, store: DraftStore) {
      editor.$draft
        .removeDuplicates()
        .sink { store.save($0) }
        .store(in: &subscriptions)
    }
  }

  /// Saves the draft once it has not changed for 300 ms, while it lives.
  final class QuietAutosave {
    private var subscriptions = Set<AnyCancellable>()

    init(editor: Editor, store: DraftStore) {
      editor.$draft
        .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .sink { store.save($0) }
        .store(in: &subscriptions)
    }
  }

  /// A label that shows the editor's word count.
  final class WordCountLabel {
    private(set) var text = ""
    private var subscription: AnyCancellable?

    init(editor: Editor) {
      subscription = editor.$draft
        .map { "\($0.split(separator: " ").count) words" }
        .sink { [weak self] in self?.text = $0 }
    }
  }
}
