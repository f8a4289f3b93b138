/// A container of grouped controls, lazy like the list that shows it on iOS.
///
/// On iOS a form is a grouped ``List``, so its rows are mounted lazily like a list's (see
/// ``LazyVStack``); with the default viewport every row is mounted.
/// Not `Sendable` (it holds views).
nonisolated public struct Form<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the form from a builder block.
  ///
  /// - Parameter content: The rows, often ``Section``s.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: LazyContainer, FixedLinePrimitive {
  static var fixedLine: String { "Form" }
}
