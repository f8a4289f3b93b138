/// A control that performs an action when tapped.
///
/// ``ViewHost/tap(_:)`` finds a button by its ``title``. Not `Sendable` (it holds a closure).
///
/// Unlike SwiftUI's `Button<Label>`, this `Button` is not generic: every initializer makes the
/// same leaf control, with a title, an optional icon and an optional ``ButtonRole``, so that a
/// host finds it by a string and a rendering shows it on one line. SwiftUI's spellings compile
/// unchanged:
///
/// - `Button("Add") { … }` and `Button(action: add) { Text("Add") }`: title `"Add"`, rendered
///   `Button("Add")`.
/// - `Button("Add", systemImage: "plus") { … }` and
///   `Button { … } label: { Label("Add", systemImage: "plus") }`: title `"Add"`, rendered
///   `Button("Add", systemImage: "plus")`.
/// - `Button("Delete", role: .destructive) { … }`: title `"Delete"`, rendered
///   `Button("Delete", role: .destructive)`.
///
/// A label closure's view is not mounted: when it is a `Text`, or a `Label` whose title is a
/// `Text`, the button takes that text as its title (and the label's image as its icon), so it
/// renders and is tapped as if it had been made with the title. Any other label (a stack, a
/// custom view, a text with modifiers) has no text known without evaluating a body: the button's
/// title is then the empty string, `tap("")` finds it, and it renders as
/// `Button(label: <label type>)`. Because the label is not mounted, a custom label view's body
/// is never evaluated (nor counted) and its modifiers' actions never run, unlike in SwiftUI. A
/// role is kept and rendered but changes no behaviour here.
nonisolated public struct Button: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// What only some buttons have: a role, an icon, a label whose text is not known.
  ///
  /// Kept in a box that most buttons do not make: a button is then four words, and a row's stack
  /// of a text and a button keeps its value in a smaller box (a mounted row of the library
  /// screen kept 96 bytes more with these fields inline).
  final class Details: Equatable {
    let role: ButtonRole?
    let icon: Image?
    let opaqueLabel: String?

    init(role: ButtonRole?, icon: Image?, opaqueLabel: String?) {
      self.role = role
      self.icon = icon
      self.opaqueLabel = opaqueLabel
    }

    static func == (lhs: Details, rhs: Details) -> Bool {
      lhs.role == rhs.role && lhs.icon == rhs.icon && lhs.opaqueLabel == rhs.opaqueLabel
    }
  }

  /// The button's title, which is also how a host finds it.
  public let title: String
  let action: @MainActor () -> Void
  /// The role, icon and opaque label, or `nil` when the button has none of them.
  let details: Details?

  /// The button's semantic role, if any.
  public var role: ButtonRole? { details?.role }
  /// The image shown beside the title, if any.
  var icon: Image? { details?.icon }
  /// The type of a label view whose text is not known, as a rendering shows it.
  var opaqueLabel: String? { details?.opaqueLabel }

  /// Creates a button with a title and an action.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - action: What a tap does; as in SwiftUI it is `@MainActor`, so it calls main-actor
  ///     methods even when the button is made outside a view. It runs outside any body
  ///     evaluation.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(title: title, icon: nil, role: nil, action: action)
  }

  /// Creates a button with a title, a role and an action.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - role: The button's semantic role, or `nil` for none.
  ///   - action: What a tap does, on the main actor, outside any body evaluation.
  public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(title: title, icon: nil, role: role, action: action)
  }

  /// Creates a button with a title, a system symbol and an action, as SwiftUI's, whose label is
  /// a `Label`.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - systemImage: The symbol's name.
  ///   - action: What a tap does, on the main actor, outside any body evaluation.
  public init(
    _ title: String, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(title: title, icon: Image(systemName: systemImage), role: nil, action: action)
  }

  /// Creates a button with a title, a system symbol, a role and an action.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - systemImage: The symbol's name.
  ///   - role: The button's semantic role, or `nil` for none.
  ///   - action: What a tap does, on the main actor, outside any body evaluation.
  public init(
    _ title: String, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(title: title, icon: Image(systemName: systemImage), role: role, action: action)
  }

  /// Creates a button whose label is a view, such as `Text("Add")` or
  /// `Label("Add", systemImage: "plus")`.
  ///
  /// The label's text becomes the title a host finds the button by; see ``Button`` for labels
  /// whose text is not known.
  ///
  /// - Parameters:
  ///   - action: What a tap does, on the main actor, outside any body evaluation.
  ///   - label: The view on the button.
  public init<Content: View>(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Content
  ) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role whose label is a view.
  ///
  /// - Parameters:
  ///   - role: The button's semantic role, or `nil` for none.
  ///   - action: What a tap does, on the main actor, outside any body evaluation.
  ///   - label: The view on the button.
  public init<Content: View>(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Content
  ) {
    let view = label() as? any TextualLabel
    if let text = view?.labelText {
      self.init(title: text, icon: view?.labelIcon, role: role, action: action)
    } else {
      self.init(
        title: "", icon: nil, role: role, opaqueLabel: String(describing: Content.self),
        action: action)
    }
  }

  private init(
    title: String, icon: Image?, role: ButtonRole?, opaqueLabel: String? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.action = action
    details =
      role == nil && icon == nil && opaqueLabel == nil
      ? nil : Details(role: role, icon: icon, opaqueLabel: opaqueLabel)
  }
}

extension Button: LeafPrimitiveView {
  var renderLine: String? {
    var line = "Button(" + (opaqueLabel.map { "label: " + $0 } ?? title.quotedLiteral)
    if let icon {
      line += (icon.isSystemImage ? ", systemImage: " : ", image: ") + icon.name.quotedLiteral
    }
    if let role {
      line += ", role: ." + role.name
    }
    return line + ")"
  }

  func hasSameRenderLine(as other: Button) -> Bool {
    title == other.title && details == other.details
  }

  static var lineStart: String? { "Button(" }
}
