/// An editable line of text bound to a string.
///
/// ``ViewHost/type(_:into:)`` finds a text field by its title. A control: it reads its binding
/// when it updates, not in the body that made it, so typing recomputes only the bodies that read
/// the text (see ``PassReport/controlUpdates``). Not `Sendable` (it holds a binding).
nonisolated public struct TextField: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The field's label, which is also how a host finds it.
  public let title: String
  /// The string the field edits.
  public let text: Binding<String>

  /// Creates a text field editing `text`.
  ///
  /// - Parameters:
  ///   - title: The field's label.
  ///   - text: The string the field reads and writes.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
}

extension TextField: ControlView {
  var resolvedLine: String {
    "TextField(\(title.quotedLiteral), text: \(text.wrappedValue.quotedLiteral))"
  }
}
