public import ViewGraph

/// Whether, and how widely, a run audits its screens for missed updates after each pass.
///
/// The full audit evaluates every mounted body again after every pass: at a million rows that is
/// most of a run's time. ``automatic`` keeps it up to ``largeRunSize`` and narrows it from there
/// to `AuditScope.rowsReachingChanges`: every view outside rows, and the rows that
/// reach an object whose unobserved storage changed. The traps of the library screen are still
/// found that way; a row whose body reads a global, a clock or captured state is not (see
/// `AuditScope`).
///
/// ```swift
/// let runs = try await workload.run(
///   variants: ["C"], size: 1_000_000, audit: .automatic, progress: nil)
/// runs[0].auditScope  // .rowsReachingChanges
/// ```
///
/// `AuditPolicy` is `Sendable`.
public enum AuditPolicy: Sendable, Equatable, CaseIterable, CustomStringConvertible {
  /// Every view below ``largeRunSize``, `AuditScope.rowsReachingChanges` from it.
  case automatic
  /// Every view, at every size.
  case everyView
  /// `AuditScope.rowsReachingChanges`, at every size.
  case rowsReachingChanges
  /// No audit: runs report no missed updates, and their times hold no audit.
  case off

  /// The size from which ``automatic`` narrows the audit: 100 000 of the workload's unit.
  public static let largeRunSize = 100_000

  /// The policy's name on the command line: `auto`, `full`, `changes` or `off`.
  public var description: String {
    switch self {
    case .automatic: "auto"
    case .everyView: "full"
    case .rowsReachingChanges: "changes"
    case .off: "off"
    }
  }

  /// The scope a run at `size` audits with, or `nil` for no audit.
  ///
  /// - Parameters:
  ///   - size: The size of the run.
  ///   - largeRunSize: The size from which ``automatic`` narrows the audit.
  /// - Returns: The scope, or `nil` when the policy is ``off``.
  public func scope(atSize size: Int, largeRunSize: Int = Self.largeRunSize) -> AuditScope? {
    switch self {
    case .automatic: size >= largeRunSize ? .rowsReachingChanges : .everyView
    case .everyView: .everyView
    case .rowsReachingChanges: .rowsReachingChanges
    case .off: nil
    }
  }
}
