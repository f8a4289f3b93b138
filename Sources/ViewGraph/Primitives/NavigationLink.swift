/// A control that pushes a destination view onto the enclosing ``NavigationStack``.
///
/// Its label is its child; its destination is built with the link but mounted (its custom
/// views evaluated) only once the link is followed with ``ViewHost/followLink(_:)``, as in
/// SwiftUI, where a destination's body runs when it is pushed. The pushed destination is
/// rendered under a `Destination` line below the link, and ``ViewHost/goBack()`` pops it,
/// destroying its state. Not `Sendable` (it holds views).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let label: Label
  let destination: Destination

  /// Creates a link with a label view.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - label: The link's label; a host finds the link by its text.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  /// Creates a link with a label view and a destination value.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - label: The link's label; a host finds the link by its text.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The text a host finds the link by: its label's first text.
  var title: String {
    var titles: [PickerOption] = []
    appendOptions(of: label, to: &titles, implicitTag: nil)
    return titles.first?.label ?? ""
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a text title.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - destination: The view to push.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), label: { Text(title) })
  }
}

extension NavigationLink: PrimitiveView {
  var renderLine: String? { "NavigationLink" }

  func appendChildren(to list: inout ViewList) {
    list.append(label, position: "label", ids: [])
  }
}

extension NavigationLink: FollowableLink {
  func appendDestination(to list: inout ViewList) {
    list.append(PushedDestination(content: destination), position: "destination", ids: [])
  }
}

/// A ``NavigationLink`` seen without its generic types, for the host actions that follow it.
protocol FollowableLink {
  var title: String { get }
  func appendDestination(to list: inout ViewList)
}

/// The destination of a followed link, rendered under a `Destination` line.
nonisolated struct PushedDestination<Content: View>: View {
  typealias Body = Never
  let content: Content
}

extension PushedDestination: ContainerPrimitive {
  var renderLine: String? { "Destination" }
}
