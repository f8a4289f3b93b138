/// A user action that cannot be performed on the current tree.
///
/// `ViewHostError` is `Sendable`.
public struct ViewHostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The control the action looked for, such as `Button`, `TextField`, `Picker` or `List`.
  public let control: String
  /// The title or label it looked for; empty for a control found without one.
  public let title: String
  /// The titles of the controls of that kind that do exist, in tree order.
  public let available: [String]
  /// The paths of the matching controls, when more than one matched.
  public let ambiguousPaths: [String]
  /// Why the control that was found refused the action (it is disabled, the value is out of
  /// its range, …), or `nil` when the control was not found or not unique.
  public let refusal: String?

  init(
    control: String, title: String, available: [String], ambiguousPaths: [String],
    refusal: String? = nil
  ) {
    self.control = control
    self.title = title
    self.available = available
    self.ambiguousPaths = ambiguousPaths
    self.refusal = refusal
  }

  /// An error for a control that was found but refuses the action.
  static func refused(_ control: String, _ title: String, _ refusal: String) -> ViewHostError {
    ViewHostError(
      control: control, title: title, available: [], ambiguousPaths: [], refusal: refusal)
  }

  /// What went wrong and what exists instead.
  public var description: String {
    let titled = title.isEmpty ? "" : " titled \(title.debugDescription)"
    if let refusal {
      return "\(control)\(titled): \(refusal)"
    }
    if !ambiguousPaths.isEmpty {
      return "\(ambiguousPaths.count) \(control)s\(titled): "
        + ambiguousPaths.joined(separator: ", ")
    }
    let existing =
      available.isEmpty
      ? "there is none" : "there are " + available.map(\.debugDescription).joined(separator: ", ")
    return "no \(control)\(titled) in the tree; \(existing)"
  }
}
