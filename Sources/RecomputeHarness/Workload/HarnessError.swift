public import ViewGraph

/// Why the harness could not run a workload's script.
///
/// `HarnessError` is `Sendable`.
public enum HarnessError: Error, Sendable, CustomStringConvertible {
  /// The view graph reported errors during an event's pass.
  case runtimeIssues(workload: String, variant: String, event: String, [RuntimeIssue])
  /// An event that acts inside one view found no such view, or several.
  case nodeNotFound(event: String, matches: Int)
  /// A run asked for a variant the workload does not have.
  case unknownVariant(workload: String, variant: String)

  /// What went wrong, naming the workload, variant and event.
  public var description: String {
    switch self {
    case .runtimeIssues(let workload, let variant, let event, let issues):
      "\(workload), \(variant), \(event): the view graph reported "
        + issues.map { "\($0)" }.joined(separator: "; ")
    case .nodeNotFound(let event, let matches):
      "\(event): the event acts inside exactly one view, but \(matches) matched"
    case .unknownVariant(let workload, let variant):
      "\(workload) has no variant named '\(variant)'"
    }
  }
}
