public import ViewGraph

/// Why the workload could not run its script on a variant.
///
/// `WorkloadError` is `Sendable`.
public enum WorkloadError: Error, Sendable, CustomStringConvertible {
  /// The view graph reported errors during an event's pass.
  case runtimeIssues(Variant, ScriptEvent, [RuntimeIssue])
  /// The row of the book to delete was not on screen.
  case rowNotFound(Variant, bookID: Int)

  /// What went wrong, naming the variant and the event.
  public var description: String {
    switch self {
    case .runtimeIssues(let variant, let event, let issues):
      "\(variant), \(event): the view graph reported "
        + issues.map { "\($0)" }.joined(separator: "; ")
    case .rowNotFound(let variant, let bookID):
      "\(variant): no BookRow for the book with id \(bookID) is mounted"
    }
  }
}
