extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher that sends before any `@Published` property of this object changes.
  ///
  /// Every access returns the same instance, shared by the `@Published` properties of the class
  /// and of its superclasses; concurrent first accesses all get that one instance. It is kept
  /// by the object's `@Published` storage, so it lives as long as the object and does not keep
  /// the object alive.
  ///
  /// A class with no `@Published` property gets a publisher too (kept in a table that holds the
  /// object weakly and drops entries of deinitialized objects); nothing sends it but the
  /// class's own calls to ``ObservableObjectPublisher/send()``.
  ///
  /// > Important: `@Published` properties start sending only once this property has been read;
  /// > reading it links the publisher to all of them before it returns, so no write made after a
  /// > subscription is missed.
  ///
  /// - Complexity: O(*p*) in the number of `@Published` properties of the object, after a
  ///   one-time reflection over its class; keep the publisher rather than reading it on a hot
  ///   path.
  public var objectWillChange: ObservableObjectPublisher {
    let storages = PublishedFields.storages(in: self)
    guard let first = storages.first else {
      return PublisherSideTable.shared.publisher(for: self)
    }
    let publisher = first.linkedPublisher ?? first.link(to: ObservableObjectPublisher())
    for storage in storages.dropFirst() {
      _ = storage.link(to: publisher)
    }
    return publisher
  }
}
