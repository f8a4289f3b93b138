/// Misuse or a runtime problem found during a pass, reported instead of crashing.
///
/// `RuntimeIssue` is `Sendable`.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of issues the graph reports.
  public enum Kind: Hashable, Sendable {
    /// Two rows of a `ForEach` (or two siblings) have the same identity; only the first is
    /// shown.
    case duplicateID
    /// State was written while a body was being evaluated; the write was not applied.
    case stateModifiedDuringUpdate
    /// Invalidations kept coming after the allowed number of follow-up passes.
    case invalidationLoop
  }

  /// What went wrong.
  public let kind: Kind
  /// The identity path of the view concerned.
  public let path: String
  /// The explanation.
  public let message: String

  /// The issue as one line: `path: message`.
  public var description: String { "\(path): \(message)" }
}
