/// A view that dissolves into its parent's list of children instead of becoming a node.
protocol ViewListContent {
  /// Appends the elements the view dissolves into.
  ///
  /// Every element appended keeps `ids` as the start of its own ids (it may add ids after them,
  /// as `.id(_:)` and `ForEach` do, never drop or replace one): a `ForEach` over integer ids
  /// relies on it to know that rows of one element each have distinct keys (see
  /// ``ViewList/markKeysDistinct(_:)``).
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs)

  /// ``appendElements(to:position:ids:)`` for the value at `address`, read in place where the
  /// type knows how (a `TupleView`); the default calls it on a copy.
  static func appendElements(
    at address: UnsafeRawPointer, to list: inout ViewList, position: String, ids: ExplicitIDs)
}

extension ViewListContent {
  static func appendElements(
    at address: UnsafeRawPointer, to list: inout ViewList, position: String, ids: ExplicitIDs
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.appendElements(
      to: &list, position: position, ids: ids)
  }
}
