/// Misuse or a runtime problem found during a pass, reported instead of crashing.
///
/// `RuntimeIssue` is `Sendable`.
public struct RuntimeIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let kind: Kind
  /// The identity path of the view concerned.
  public let path: String
  /// The explanation.
  public let message: String

  /// The issue as one line: `path: message`.
  public var description: String { "\(path): \(message)" }
}
