extension AnyCancellable {
  /// Keeps this token in a collection, so that the subscription lives as long as the collection.
  ///
  /// - Parameter collection: The collection to append the token to.
  public func store<Tokens: RangeReplaceableCollection<AnyCancellable>>(
    in collection: inout Tokens
  ) {
    collection.append(self)
  }

  /// Keeps this token in a set, so that the subscription lives as long as the set.
  ///
  /// - Parameter set: The set to insert the token into.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}
