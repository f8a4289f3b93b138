/// A user action that cannot be performed on the current tree.
///
/// `ViewHostError` is `Sendable`.
public struct ViewHostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The control the action looked for: `Button`, `TextField` or `Toggle`.
  public let control: String
  /// The title or label it looked for.
  public let title: String
  /// The titles of the controls of that kind that do exist, in tree order.
  public let available: [String]
  /// The paths of the matching controls, when more than one matched.
  public let ambiguousPaths: [String]

  /// What went wrong and what exists instead.
  public var description: String {
    if !ambiguousPaths.isEmpty {
      return "\(ambiguousPaths.count) \(control)s titled \(title.debugDescription): "
        + ambiguousPaths.joined(separator: ", ")
    }
    let existing =
      available.isEmpty
      ? "there is none" : "there are " + available.map(\.debugDescription).joined(separator: ", ")
    return "no \(control) titled \(title.debugDescription) in the tree; \(existing)"
  }
}
