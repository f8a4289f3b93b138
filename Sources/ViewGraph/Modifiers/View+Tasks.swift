nonisolated extension View {
  /// Runs `action` while this view is in the tree.
  ///
  /// > Important: The action starts on the main actor after the pass in which the view
  /// > appeared, outside any body evaluation, and is cancelled when the view leaves the tree.
  /// > State it writes invalidates views like any other write: the next ``ViewHost/flush()``
  /// > (or ``ViewHost/waitForTasks()``) recomputes them.
  ///
  /// - Parameters:
  ///   - priority: The task's priority; it changes nothing counted.
  ///   - action: The work to run.
  /// - Returns: The view with the task attached.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> TaskView<Self, Bool> {
    TaskView(content: self, id: true, action: action)
  }

  /// Runs `action` while this view is in the tree, and again whenever `id` changes.
  ///
  /// > Important: When `id` changes, the running action is cancelled and a new one starts after
  /// > the pass that saw the change.
  ///
  /// - Parameters:
  ///   - id: The value whose changes restart the action.
  ///   - priority: The task's priority; it changes nothing counted.
  ///   - action: The work to run.
  /// - Returns: The view with the task attached.
  public func task<ID: Equatable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> TaskView<Self, ID> {
    TaskView(content: self, id: id, action: action)
  }

  /// Disables the controls in this view: host actions on them throw, and
  /// ``EnvironmentValues/isEnabled`` is `false` below.
  ///
  /// - Parameter disabled: Whether the controls are disabled.
  /// - Returns: The view, disabled or not.
  public func disabled(_ disabled: Bool) -> DisabledView<Self> {
    DisabledView(content: self, isDisabled: disabled)
  }
}
