/// A semantic role for a button, such as `.destructive` or `.cancel`.
///
/// As in SwiftUI, the role describes the button's purpose; a rendering shows it as
/// `Button("Delete", role: .destructive)`.
nonisolated public struct ButtonRole: Equatable, Sendable {
  /// The role's name, as a rendering shows it.
  let name: String

  /// A button that deletes user data or performs an irreversible operation.
  public static let destructive = ButtonRole(name: "destructive")

  /// A button that cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}
