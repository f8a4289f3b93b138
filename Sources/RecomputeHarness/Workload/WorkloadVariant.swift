import ViewGraph

/// One version of a workload's screen: a name, and how to mount it over a model of the given
/// size.
///
/// Every variant of a workload mounts the same screen over the same data; they differ in the
/// observation model or in where the views read it.
///
/// ```swift
/// WorkloadVariant<any CounterModel>(name: "A", title: "A: publish-on-write") { size in
///   let model = LegacyCounter(items: size)
///   return MountedScreen(host: ViewHost(root: LegacyCounterScreen(model: model)), model: model)
/// }
/// ```
///
/// `WorkloadVariant` is `Sendable`.
public struct WorkloadVariant<Model: Sendable>: Sendable {
  /// The short name, used by `--variant` and in JSON, such as `A`.
  public let name: String
  /// The name in reports, such as `A: publish-on-write`.
  public let title: String
  /// Mounts the screen over a model of the given size.
  public let mount: @MainActor @Sendable (_ size: Int) -> MountedScreen<Model>

  /// Creates a variant.
  ///
  /// - Parameters:
  ///   - name: The short name, unique in the workload, such as `A`.
  ///   - title: The name in reports; `name` when `nil`.
  ///   - mount: Builds the model with `size` items and mounts the screen over it in a new
  ///     `ViewHost`.
  public init(
    name: String, title: String? = nil,
    mount: @escaping @MainActor @Sendable (_ size: Int) -> MountedScreen<Model>
  ) {
    self.name = name
    self.title = title ?? name
    self.mount = mount
  }
}
