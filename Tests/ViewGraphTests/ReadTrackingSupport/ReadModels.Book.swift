import ReadTracking

extension ReadModels {
  /// A book whose title is tracked: a row that reads it depends on it.
  final class Book: Observable, @unchecked Sendable {
    // Safety: as `Library`.
    let observationRegistrar = ObservationRegistrar()
    let id: Int
    @Tracked var title: String

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }
}
