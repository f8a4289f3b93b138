import Synchronization

/// Counts the model instances a screen creates and the state it loses: a model reports its
/// own creation, and its release while it still held state.
///
/// A workload hands one census to the models of one mounted screen and reads it with a
/// `WorkloadCounter`; the counts are running totals.
///
/// `InstanceCensus` is `Sendable`.
public final class InstanceCensus: Sendable {
  private let counts = Mutex((created: 0, lost: 0))

  /// Creates a census with both counts at zero.
  public init() {}

  /// The model instances created so far.
  public var created: Int { counts.withLock { $0.created } }

  /// The models released so far while they still held state.
  public var lost: Int { counts.withLock { $0.lost } }

  /// Records that a model instance was created; call it from the model's `init`.
  public func recordCreation() {
    counts.withLock { $0.created += 1 }
  }

  /// Records that a model holding state was released; call it from the model's `deinit`.
  public func recordLoss() {
    counts.withLock { $0.lost += 1 }
  }
}
