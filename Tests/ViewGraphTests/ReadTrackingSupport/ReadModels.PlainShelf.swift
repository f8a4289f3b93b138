import ReadTracking

extension ReadModels {
  /// A tracked array of books that are not observable.
  final class PlainShelf: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var books: [PlainBook]

    init(titles: [String]) {
      books = titles.enumerated().map { PlainBook(id: $0.offset + 1, title: $0.element) }
    }
  }
}
