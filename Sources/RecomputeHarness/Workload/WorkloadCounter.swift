/// A count a workload defines besides bodies, such as model instances created or state lost.
///
/// The harness reads the counter before and after each event and its pass, and reports the
/// difference.
///
/// `WorkloadCounter` is `Sendable`.
public struct WorkloadCounter<Model: Sendable>: Sendable {
  /// The counter's name in reports and JSON, such as `models-created`.
  public let name: String
  /// Reads the counter's current value on a mounted screen.
  public let read: @MainActor @Sendable (MountedScreen<Model>) -> Int

  /// Creates a counter.
  ///
  /// - Parameters:
  ///   - name: The name in reports and JSON, unique in the workload.
  ///   - read: Returns the running total; the harness reports how much one event added.
  public init(name: String, read: @escaping @MainActor @Sendable (MountedScreen<Model>) -> Int) {
    self.name = name
    self.read = read
  }
}
