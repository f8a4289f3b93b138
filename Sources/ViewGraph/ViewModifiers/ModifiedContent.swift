/// A view with a ``ViewModifier`` applied, made by ``View/modifier(_:)``.
///
/// It is a custom view whose body is the modifier's, counted under the modifier's name; the
/// modifier's stored fields are its own (its dynamic properties are installed and compared as a
/// view's are). Not `Sendable` (it holds a view).
public struct ModifiedContent<Content, Modifier> {
  /// The modifier; laid out first, so its fields are read as the view's own.
  let modifier: Modifier
  /// The modified view.
  let content: Content
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The modifier's body, given the modified view.
  public var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}

extension ModifiedContent: NamedAfterModifier where Content: View, Modifier: ViewModifier {
  static var modifierType: Any.Type { Modifier.self }
}

/// A view type counted under the name of the modifier it applies.
protocol NamedAfterModifier {
  static var modifierType: Any.Type { get }
}

nonisolated extension View {
  /// Applies `modifier` to this view.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: A view whose body is the modifier's, counted under the modifier's name.
  public func modifier<Modifier: ViewModifier>(
    _ modifier: Modifier
  ) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(modifier: modifier, content: self)
  }
}
