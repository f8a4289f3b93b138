import ReadTracking

extension EvaluationReason {
  /// The reason a node's read-tracking scope gives: the object's type and the property that
  /// changed, such as `Library.searchText`.
  ///
  /// A write that raced the scope's installation names no property; it is given as
  /// `(written while read)`.
  init(_ event: ObservationTracking.Event) {
    let typeName = event.typeName
    guard let keyPath = event.keyPath else {
      self = .dependency(object: typeName, keyPath: "(written while read)")
      return
    }
    // A key path describes itself as `\Library.searchText`.
    let text = String(describing: keyPath)
    let prefix = "\\" + typeName + "."
    let name: Substring =
      text.hasPrefix(prefix)
      ? text.dropFirst(prefix.count) : text[(text.lastIndex(of: ".") ?? text.startIndex)...]
        .drop { $0 == "." }
    self = .dependency(object: typeName, keyPath: String(name))
  }
}
