/// A container that shows a root view and the views pushed on it.
///
/// Its root is its only child; ``NavigationLink``s inside it show their labels.
/// Not `Sendable` (it holds views).
nonisolated public struct NavigationStack<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the stack with its root view.
  ///
  /// - Parameter root: The view at the bottom of the stack.
  public init(@ViewBuilder root: () -> Content) {
    self.content = root()
  }
}

extension NavigationStack: ContainerPrimitive, FixedLinePrimitive {
  static var fixedLine: String { "NavigationStack" }
}
