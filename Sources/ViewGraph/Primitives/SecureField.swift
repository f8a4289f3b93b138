/// An editable line of text whose characters are hidden, bound to a string.
///
/// ``ViewHost/type(_:into:)`` finds a secure field by its title, as it finds a ``TextField``. It
/// is a control: it reads its binding when it updates, not in the body that made it, and it is
/// rendered with its text masked. Not `Sendable` (it holds a binding).
nonisolated public struct SecureField: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The field's label, which is also how a host finds it.
  public let title: String
  /// The string the field edits.
  public let text: Binding<String>

  /// Creates a secure field editing `text`.
  ///
  /// - Parameters:
  ///   - title: The field's label.
  ///   - text: The string the field reads and writes.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
}

extension SecureField: ControlView {
  var resolvedLine: String {
    let masked = String(repeating: "•", count: text.wrappedValue.count)
    return "SecureField(\(title.quotedLiteral), text: \(masked.quotedLiteral))"
  }
}
