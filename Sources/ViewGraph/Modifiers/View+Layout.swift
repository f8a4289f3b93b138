// Layout modifiers: they change where and how big a view is drawn, which nothing here counts.
// Each returns the view itself, so its identity and its counts are those of the view.

nonisolated extension View {
  /// Pads some edges of the view; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - edges: The edges to pad.
  ///   - length: The padding; the system's default when `nil`.
  /// - Returns: The view itself.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self {
    self
  }

  /// Pads every edge of the view by `length`; it changes nothing counted.
  ///
  /// - Parameter length: The padding.
  /// - Returns: The view itself.
  public func padding(_ length: Double) -> Self {
    self
  }

  /// Pads each edge of the view by its inset; it changes nothing counted.
  ///
  /// - Parameter insets: The padding of each edge.
  /// - Returns: The view itself.
  public func padding(_ insets: EdgeInsets) -> Self {
    self
  }

  /// Gives the view a fixed size; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - width: The width, or `nil` for the view's own.
  ///   - height: The height, or `nil` for the view's own.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The view itself.
  public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  ) -> Self {
    self
  }

  /// Gives the view flexible bounds; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - minWidth: The smallest width.
  ///   - idealWidth: The preferred width.
  ///   - maxWidth: The largest width; `.infinity` to fill.
  ///   - minHeight: The smallest height.
  ///   - idealHeight: The preferred height.
  ///   - maxHeight: The largest height; `.infinity` to fill.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The view itself.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Self {
    self
  }

  /// Sets the view's opacity; it changes nothing counted (a transparent view is still there).
  ///
  /// - Parameter opacity: From 0 (invisible) to 1.
  /// - Returns: The view itself.
  public func opacity(_ opacity: Double) -> Self {
    self
  }

  /// Fills the view's background with a colour or material; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - style: The colour or material.
  ///   - edges: The edges the background extends past into the safe area.
  /// - Returns: The view itself.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> Self {
    self
  }

  /// Rounds the view's corners; it changes nothing counted.
  ///
  /// - Parameter radius: The corner radius.
  /// - Returns: The view itself.
  public func cornerRadius(_ radius: Double) -> Self {
    self
  }

  /// Draws a shadow under the view; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - color: The shadow's colour.
  ///   - radius: How far it spreads.
  ///   - x: Its horizontal offset.
  ///   - y: Its vertical offset.
  /// - Returns: The view itself.
  public func shadow(
    color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> Self {
    self
  }

  /// Keeps the view at its ideal size; it changes nothing counted.
  ///
  /// - Returns: The view itself.
  public func fixedSize() -> Self {
    self
  }

  /// Clips the view to its bounds; it changes nothing counted.
  ///
  /// - Returns: The view itself.
  public func clipped() -> Self {
    self
  }

  /// Animates changes of `value` in this view; it changes nothing counted.
  ///
  /// - Parameters:
  ///   - animation: The animation, or `nil` for none.
  ///   - value: The value whose changes are animated.
  /// - Returns: The view itself.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self {
    self
  }
}
