// Styles of lists and controls, and the navigation title: they change how things are drawn,
// which nothing here counts. Each returns the view itself.

extension View {
  /// Tints the controls in the view; it changes nothing counted.
  ///
  /// - Parameter tint: The colour, or `nil` for the default.
  /// - Returns: The view itself.
  public func tint(_ tint: Color?) -> Self {
    self
  }

  /// Tints the controls in the view with a style; it changes nothing counted.
  ///
  /// - Parameter tint: The colour or material, or `nil` for the default.
  /// - Returns: The view itself.
  public func tint<S: ShapeStyle>(_ tint: S?) -> Self {
    self
  }

  /// Sets the style of the lists in the view; it changes nothing counted.
  ///
  /// - Parameter style: The style, such as `.plain`.
  /// - Returns: The view itself.
  public func listStyle<S: ListStyle>(_ style: S) -> Self {
    self
  }

  /// Sets the style of the buttons in the view; it changes nothing counted.
  ///
  /// - Parameter style: The style, such as `.borderedProminent`.
  /// - Returns: The view itself.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self {
    self
  }

  /// Sets the style of the text fields in the view; it changes nothing counted.
  ///
  /// - Parameter style: The style, such as `.roundedBorder`.
  /// - Returns: The view itself.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self {
    self
  }

  /// Sets the style of the pickers in the view; it changes nothing counted.
  ///
  /// - Parameter style: The style, such as `.segmented`.
  /// - Returns: The view itself.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> Self {
    self
  }

  /// Sets the style of the toggles in the view; it changes nothing counted.
  ///
  /// - Parameter style: The style, such as `.switch`.
  /// - Returns: The view itself.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self {
    self
  }

  /// Sets the title a navigation stack shows for this view.
  ///
  /// The title is rendered after the view, as `NavigationTitle("Projects")`, so a body that
  /// changes it changes its output; the view keeps the identity it has without a title.
  ///
  /// - Parameter title: The title.
  /// - Returns: The view with its title.
  public func navigationTitle(_ title: String) -> NavigationTitleView<Self> {
    NavigationTitleView(content: self, title: title)
  }
}
