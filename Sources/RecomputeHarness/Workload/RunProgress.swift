/// One step of a workload's run, reported when it starts and when it ends, so that a long run
/// (a million rows) can show that it is alive and where its time goes.
///
/// A run reports, for each variant: mounting the screen, the audit that follows the mount (when
/// the run audits), then each event of the script with its pass.
///
/// ```swift
/// let runs = try await workload.run(
///   variants: ["C"], size: 1_000_000, auditsMissedUpdates: true
/// ) { progress in
///   if case .finished(let nanoseconds) = progress.phase {
///     print(progress.step, nanoseconds)
///   }
/// }
/// ```
///
/// `RunProgress` is `Sendable`.
public struct RunProgress: Sendable, Equatable {
  /// What the run is doing.
  public enum Step: Sendable, Equatable, CustomStringConvertible {
    /// Mounting the variant's screen: every view of it is evaluated once.
    case mounting
    /// The audit right after mounting, which takes the models' first snapshot.
    case firstAudit
    /// Playing one event of the script and the pass after it (and its audit, when audited).
    ///
    /// - Parameters:
    ///   - description: What happens, in words, such as `type "s"`.
    ///   - index: The event's position in the script, from 0.
    ///   - count: The number of events in the script.
    case event(description: String, index: Int, count: Int)

    /// The step in words, such as `mounting` or `type "s" (1 of 11)`.
    public var description: String {
      switch self {
      case .mounting: "mounting"
      case .firstAudit: "auditing the mounted screen"
      case .event(let description, let index, let count):
        "\(description) (\(index + 1) of \(count))"
      }
    }
  }

  /// Whether the step is starting or has ended.
  public enum Phase: Sendable, Equatable {
    /// The step starts.
    case started
    /// The step has ended, after this many nanoseconds of wall-clock time.
    case finished(nanoseconds: UInt64)
  }

  /// The name of the variant the step belongs to, such as `C`.
  public let variant: String
  /// The size the variant runs at.
  public let size: Int
  /// What the run is doing.
  public let step: Step
  /// Whether the step starts or has ended.
  public let phase: Phase
}
