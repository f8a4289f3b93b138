// Text modifiers: they change how text is drawn, which nothing here counts. Each returns the
// view itself, so `Text("a").bold() + Text("b")` compiles as in SwiftUI.

nonisolated extension View {
  /// Sets the font of the text in the view; it changes nothing counted.
  ///
  /// - Parameter font: The font, or `nil` for the default.
  /// - Returns: The view itself.
  public func font(_ font: Font?) -> Self {
    self
  }

  /// Sets the weight of the text in the view; it changes nothing counted.
  ///
  /// - Parameter weight: The weight, or `nil` for the default.
  /// - Returns: The view itself.
  public func fontWeight(_ weight: Font.Weight?) -> Self {
    self
  }

  /// Makes the text in the view bold; it changes nothing counted.
  ///
  /// - Parameter isActive: Whether the text is bold.
  /// - Returns: The view itself.
  public func bold(_ isActive: Bool = true) -> Self {
    self
  }

  /// Makes the text in the view italic; it changes nothing counted.
  ///
  /// - Parameter isActive: Whether the text is italic.
  /// - Returns: The view itself.
  public func italic(_ isActive: Bool = true) -> Self {
    self
  }

  /// Colours the view's foreground with a style; it changes nothing counted.
  ///
  /// - Parameter style: The colour or hierarchical style, such as `.secondary`.
  /// - Returns: The view itself.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
    self
  }

  /// Colours the view's foreground; it changes nothing counted.
  ///
  /// - Parameter color: The colour, or `nil` for the default.
  /// - Returns: The view itself.
  public func foregroundColor(_ color: Color?) -> Self {
    self
  }

  /// Limits the text in the view to a number of lines; it changes nothing counted.
  ///
  /// - Parameter number: The largest number of lines, or `nil` for no limit.
  /// - Returns: The view itself.
  public func lineLimit(_ number: Int?) -> Self {
    self
  }

  /// Aligns the lines of multiline text; it changes nothing counted.
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view itself.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self {
    self
  }
}
