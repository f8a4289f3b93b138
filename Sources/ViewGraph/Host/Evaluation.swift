/// One evaluation of a custom view's body during a pass.
///
/// `Evaluation` is `Sendable`.
public struct Evaluation: Hashable, Sendable {
  /// Which pass of the flush it happened in: 0 for the pass itself, then the follow-ups.
  public let pass: Int
  /// The node's identity path, such as `LibraryScreen/VStack/SearchField[1]`.
  public var path: String { identityPath.joined }
  /// The path as it is kept: joined when it is read.
  let identityPath: IdentityPath
  /// The view type, such as `SearchField`.
  public let viewType: String
  /// Why the body ran.
  public let reasons: [EvaluationReason]
  /// Whether the view's own output (its primitives, not its child views) differs from what
  /// the previous evaluation produced; always `true` for a new identity.
  public internal(set) var outputChanged: Bool

  /// The labels of the view's dynamic properties, such as `_name`, kept for the line of a first
  /// evaluation; empty for any other.
  var dynamicPropertyLabels: [String] = []

  /// Whether the evaluation was wasted: it produced exactly the output it had before.
  public var isWasted: Bool { !outputChanged }

  /// The line SwiftUI's `Self._printChanges()` would print, such as
  /// `SearchField: _library changed.`.
  ///
  /// For a first evaluation (``EvaluationReason/identity``) it is SwiftUI's line: `@self changed.`
  /// for a view without dynamic properties (plain stored properties included), and
  /// `@self, @identity, _name changed.` for one with `@State var name`, every dynamic property
  /// named in field order.
  public var printChangesLine: String {
    let changes =
      reasons.isIdentityOnly
      ? (dynamicPropertyLabels.isEmpty
        ? ["@self"] : ["@self", "@identity"] + dynamicPropertyLabels)
      : reasons.map(\.description)
    return "\(viewType): \(changes.joined(separator: ", ")) changed."
  }
}
