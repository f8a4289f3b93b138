import ReadTracking

extension ReadModels {
  /// The library of seed 002, in the read-tracking model, with observable books.
  final class Library: Observable, @unchecked Sendable {
    // Safety: used from one thread at a time; the concurrency tests hand an instance to another
    // thread and wait for it before the main actor reads it again.
    let observationRegistrar = ObservationRegistrar()
    @Tracked var books: [Book]
    @Tracked var searchText = ""
    @Tracked var isSyncing = false

    init(titles: [String] = []) {
      books = titles.enumerated().map { Book(id: $0.offset + 1, title: $0.element) }
    }

    func add(title: String) {
      books.append(Book(id: (books.map(\.id).max() ?? 0) + 1, title: title))
    }
  }
}
