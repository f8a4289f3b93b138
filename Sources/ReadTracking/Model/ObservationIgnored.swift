/// A stored property of an ``Observable`` class that is deliberately not tracked: reads record
/// nothing and writes notify no one, as the toolchain's `@ObservationIgnored` gives.
///
/// ```swift
/// final class Library: Observable {
///   let observationRegistrar = ObservationRegistrar()
///   @Tracked var books: [Book] = []
///   @ObservationIgnored var thumbnailCache: [Book.ID: Data] = [:]  // never invalidates a view
/// }
/// ```
///
/// A plain stored property is not tracked either; the attribute says that it is meant, so a
/// reader (or a review) can tell a deliberate choice from a forgotten `@Tracked`. The wrapper is
/// transparent: it adds no storage, and `Codable`, `Equatable` and `Hashable` see the value.
///
/// `ObservationIgnored` is `Sendable` when `Value` is.
@propertyWrapper
public struct ObservationIgnored<Value> {
  /// The property's value.
  public var wrappedValue: Value

  /// Creates the property with its initial value.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

extension ObservationIgnored: Sendable where Value: Sendable {}

extension ObservationIgnored: Equatable where Value: Equatable {}

extension ObservationIgnored: Hashable where Value: Hashable {}

extension ObservationIgnored: Encodable where Value: Encodable {
  /// Encodes the value alone, as the plain stored property would be.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension ObservationIgnored: Decodable where Value: Decodable {
  /// Decodes the value as the plain stored property would be.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What decoding the value throws.
  public init(from decoder: any Decoder) throws {
    wrappedValue = try Value(from: decoder)
  }
}
