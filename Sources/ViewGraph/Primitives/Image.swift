/// An image: a symbol by its system name, or an asset by its name.
///
/// `Image` is `Sendable` and `Equatable`; it is a primitive, so it is never counted.
nonisolated public struct Image: View, Equatable, Sendable {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The symbol's or the asset's name.
  public let name: String
  /// Whether ``name`` names a system symbol.
  public let isSystemImage: Bool

  /// Creates an image of a system symbol.
  ///
  /// - Parameter systemName: The symbol's name, such as `star.fill`.
  public init(systemName: String) {
    name = systemName
    isSystemImage = true
  }

  /// Creates an image of an asset.
  ///
  /// - Parameter name: The asset's name.
  public init(_ name: String) {
    self.name = name
    isSystemImage = false
  }
}

extension Image: LeafPrimitiveView {
  var renderLine: String? {
    isSystemImage
      ? "Image(systemName: \(name.quotedLiteral))" : "Image(\(name.quotedLiteral))"
  }
}
