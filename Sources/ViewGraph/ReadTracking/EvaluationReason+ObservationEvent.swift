import ReadTracking

extension EvaluationReason {
  /// The reason a node's read-tracking scope gives: the object's type and the property that
  /// changed, such as `Library.searchText`.
  ///
  /// A write that raced the scope's installation names no property: it is given as
  /// `(written while read)`. A property that cannot be named (a key path written by hand for a
  /// computed property) is given by its key path's description.
  init(_ event: ObservationTracking.Event) {
    let property =
      event.propertyName ?? event.keyPath.map { String(describing: $0) } ?? "(written while read)"
    self = .dependency(object: event.typeName, property: property)
  }
}
