/// A control that performs an action when tapped.
///
/// ``ViewHost/tap(_:)`` finds a button by its title. Not `Sendable` (it holds a closure).
nonisolated public struct Button: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The button's title, which is also how a host finds it.
  public let title: String
  let action: @MainActor () -> Void

  /// Creates a button with a title and an action.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - action: What a tap does; as in SwiftUI it is `@MainActor`, so it calls main-actor
  ///     methods even when the button is made outside a view. It runs outside any body
  ///     evaluation.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.action = action
  }
}

extension Button: LeafPrimitiveView {
  var renderLine: String? { "Button(" + title.quotedLiteral + ")" }

  func hasSameRenderLine(as other: Button) -> Bool {
    title == other.title
  }
}
