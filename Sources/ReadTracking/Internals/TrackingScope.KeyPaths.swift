extension TrackingScope {
  /// The key paths registered in one registrar; one key path is stored without an array.
  enum KeyPaths {
    case one(AnyKeyPath)
    case many([AnyKeyPath])

    /// Calls `body` with each key path.
    func visit(_ body: (AnyKeyPath) -> Void) {
      switch self {
      case .one(let keyPath): body(keyPath)
      case .many(let keyPaths):
        for keyPath in keyPaths { body(keyPath) }
      }
    }

    mutating func append(_ keyPath: AnyKeyPath) {
      switch self {
      case .one(let first): self = .many([first, keyPath])
      case .many(var keyPaths):
        self = .one(keyPath)  // release the array before appending, so it stays unique
        keyPaths.append(keyPath)
        self = .many(keyPaths)
      }
    }

  }
}
