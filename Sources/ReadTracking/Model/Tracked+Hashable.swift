extension Tracked: Equatable where Value: Equatable {
  /// Whether the two values are equal (the change policies are not compared).
  ///
  /// - Parameters:
  ///   - lhs: A tracked value.
  ///   - rhs: Another tracked value.
  /// - Returns: `lhs`'s value `==` `rhs`'s.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension Tracked: Hashable where Value: Hashable {
  /// Hashes the value (the change policy is not hashed).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
