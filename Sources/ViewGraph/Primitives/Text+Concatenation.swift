extension Text {
  /// Creates a text view showing `content` as it is, never localized.
  ///
  /// - Parameter content: The string to show.
  public init(verbatim content: String) {
    self.init(content)
  }

  /// Joins two text views into one, as `Text("a").bold() + Text("b")` does in SwiftUI.
  ///
  /// - Parameters:
  ///   - lhs: The first part.
  ///   - rhs: The second part.
  /// - Returns: A text view showing both parts.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(lhs.content + rhs.content)
  }
}
