/// A title with an icon, such as `Label("Delete", systemImage: "trash")`.
///
/// The title and the icon are its children, at the positions `title` and `icon`. Not
/// `Sendable` (it holds views).
nonisolated public struct Label<Title: View, Icon: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let title: Title
  let icon: Icon

  /// Creates a label from two views.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a text title and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  public init(_ title: String, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// Creates a label with a text title and an image asset.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The asset's name.
  public init(_ title: String, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}

extension Label: PrimitiveView {
  var renderLine: String? { "Label" }

  func appendChildren(to list: inout ViewList) {
    list.append(title, position: "title", ids: [])
    list.append(icon, position: "icon", ids: [])
  }
}

extension Label: TextualLabel {
  var labelText: String? { (title as? any TextualLabel)?.labelText }
  var labelIcon: Image? { icon as? Image }
}
