/// A scrollable container; every child is mounted, as in SwiftUI.
///
/// Unlike ``List`` and the lazy stacks, a scroll view has no effect on its children's lifetime:
/// they are all mounted, whatever the viewport. Put a ``LazyVStack`` inside it for lazy rows.
/// Not `Sendable` (it holds views).
nonisolated public struct ScrollView<Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content

  /// Creates the scroll view from a builder block.
  ///
  /// - Parameters:
  ///   - axes: The directions it scrolls in; it changes nothing counted.
  ///   - showsIndicators: Whether it shows scroll indicators; it changes nothing counted.
  ///   - content: The scrolled content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension ScrollView: ContainerPrimitive, FixedLinePrimitive {
  static var fixedLine: String { "ScrollView" }
}
