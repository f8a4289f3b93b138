extension ReadModels {
  /// A book that is not observable: its title is a plain stored property (seed 002's third gap).
  final class PlainBook {
    let id: Int
    var title: String

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }
}
