extension ObservationRegistrar: Codable {
  /// Creates a registrar with no observers: a decoded object is observed afresh.
  ///
  /// As the toolchain's registrar, it reads nothing, so a model's synthesized `Decodable`
  /// conformance works with `var observationRegistrar = ObservationRegistrar()` among its stored
  /// properties (a `let` with an initial value is not decoded, which Swift warns about: list
  /// the properties in `CodingKeys` then, as models using the toolchain's macro do).
  ///
  /// - Parameter decoder: The decoder; nothing is read from it.
  /// - Throws: Nothing; the requirement of `Decodable` allows it.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing: observers are not part of a model's value.
  ///
  /// - Parameter encoder: The encoder; nothing is written to it.
  public func encode(to encoder: any Encoder) {}
}

extension ObservationRegistrar: Hashable {
  /// Returns `true`: registrars are not part of a model's value, so any two are equal, as in the
  /// toolchain.
  ///
  /// - Parameters:
  ///   - lhs: A registrar.
  ///   - rhs: Another registrar.
  /// - Returns: `true`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    true
  }

  /// Hashes nothing: registrars are not part of a model's value.
  ///
  /// - Parameter hasher: The hasher, left unchanged.
  public func hash(into hasher: inout Hasher) {}
}
