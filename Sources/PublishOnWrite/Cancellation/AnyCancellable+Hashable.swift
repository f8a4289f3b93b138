extension AnyCancellable: Hashable {
  /// Returns whether two tokens are the same instance.
  ///
  /// - Parameters:
  ///   - lhs: A token.
  ///   - rhs: Another token.
  /// - Returns: `true` when both are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
