extension Cancellable {
  /// Keeps this subscription, wrapped in an ``AnyCancellable``, in a collection, so that it
  /// lives as long as the collection.
  ///
  /// - Parameter collection: The collection to append the token to.
  public func store<Tokens: RangeReplaceableCollection<AnyCancellable>>(
    in collection: inout Tokens
  ) {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this subscription, wrapped in an ``AnyCancellable``, in a set, so that it lives as
  /// long as the set.
  ///
  /// - Parameter set: The set to insert the token into.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
