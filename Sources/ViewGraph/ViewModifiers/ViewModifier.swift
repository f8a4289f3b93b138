/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///   @State private var isPressed = false
///   func body(content: Content) -> some View {
///     VStack { content; Button("Press") { isPressed.toggle() } }
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier's body is evaluated like a view's, and counted under the modifier's type name
/// (`Card`): on the first appearance, when the parent passes a modified view or a modifier
/// whose fields changed, and when its own dynamic properties (`@State`, `@Environment`…)
/// change. `content` stands for the modified view, which keeps its own identity and counts.
///
/// As in SwiftUI, `ViewModifier` is `@MainActor`, like ``View``: a modifier's body reads
/// `@MainActor` models.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body produces.
  associatedtype Body: View

  /// The view the modifier is applied to, as its body sees it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  ///
  /// - Parameter content: The view the modifier is applied to.
  /// - Returns: The view with the modifier's change.
  @ViewBuilder func body(content: Content) -> Body
}
