/// A view with another view drawn behind or in front of it, made by
/// ``View/background(alignment:content:)`` and ``View/overlay(alignment:content:)``.
///
/// The decoration is a child after the view itself, at the position `background` or `overlay`:
/// its custom views are mounted and counted like any others. Not `Sendable` (it holds views).
nonisolated public struct DecoratedView<Content: View, Decoration: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let decoration: Decoration
  let position: String
}

extension DecoratedView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
    list.append(decoration, position: position, ids: [])
  }
}

nonisolated extension View {
  /// Draws a view behind this view.
  ///
  /// - Parameters:
  ///   - alignment: Where the background sits; it changes nothing counted.
  ///   - content: The background.
  /// - Returns: The view with its background.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> DecoratedView<Self, Background> {
    DecoratedView(content: self, decoration: content(), position: "background")
  }

  /// Draws a view in front of this view.
  ///
  /// - Parameters:
  ///   - alignment: Where the overlay sits; it changes nothing counted.
  ///   - content: The overlay.
  /// - Returns: The view with its overlay.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> DecoratedView<Self, Overlay> {
    DecoratedView(content: self, decoration: content(), position: "overlay")
  }
}
