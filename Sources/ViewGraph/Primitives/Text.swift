/// A line of read-only text.
///
/// `Text` is `Sendable` and `Equatable`; it is a primitive, so it is never counted.
nonisolated public struct Text: View, Equatable, Sendable {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The string shown.
  public let content: String

  /// Creates a text view showing `content`.
  ///
  /// - Parameter content: The string to show.
  public init(_ content: String) {
    self.content = content
  }
}

extension Text: LeafPrimitiveView {
  var renderLine: String? { "Text(\(content.quotedLiteral))" }

  static var lineStart: String? { "Text(" }

  func hasSameRenderLine(as other: Text) -> Bool {
    content == other.content
  }
}

extension Text: TextualLabel {
  var labelText: String? { content }
  var labelIcon: Image? { nil }
}
