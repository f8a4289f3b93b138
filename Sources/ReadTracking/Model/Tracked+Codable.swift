extension Tracked: Encodable where Value: Encodable {
  /// Encodes the value alone, as a plain stored property would be (the policy is not encoded).
  ///
  /// A model's synthesized `Encodable` conformance therefore writes `books`, not `_books`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}

extension Tracked: Decodable where Value: Decodable {
  /// Decodes the value as a plain stored property would be, with the change policy that
  /// `@Tracked var property = value` gives its type: `.unlessEqual` for an `Equatable` value,
  /// `.unlessIdentical` for another class, `.always` otherwise.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What decoding the value throws.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder), .default)
  }
}

extension TrackedChangePolicy {
  /// The policy that `@Tracked var property = value` gives `Value`, found at run time.
  static var `default`: Self {
    if let equatable = Value.self as? any Equatable.Type {
      return unlessEqual(equatable)
    }
    if let object = Value.self as? any AnyObject.Type {
      return unlessIdentical(object)
    }
    return .always
  }

  private static func unlessEqual<Equal: Equatable>(_: Equal.Type) -> Self {
    // `Equal` is `Value`, opened from its existential metatype.
    TrackedChangePolicy<Equal>.unlessEqual as! Self
  }

  private static func unlessIdentical<Object: AnyObject>(_: Object.Type) -> Self {
    // `Object` is `Value`, opened from its existential metatype.
    TrackedChangePolicy<Object>.unlessIdentical as! Self
  }
}
