public import PublishOnWrite

/// The state of a sync, as an `ObservableObject` of its own: the inner object of the trap
/// "nested `ObservableObject`".
public final class SyncState: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes it from one task at a time, and the view graph reads it only
  // after awaiting that task; `@Published` makes the delivery itself thread-safe.

  /// Whether a sync is running.
  @Published public var isSyncing = false

  /// Creates the state of a sync that is not running.
  public init() {}
}
