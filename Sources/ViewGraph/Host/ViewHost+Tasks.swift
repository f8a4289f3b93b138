extension ViewHost {
  /// Waits for the tasks that `.task` modifiers started, then runs the passes that pick up what
  /// they wrote, until no view has a task left to wait for.
  ///
  /// ```swift
  /// let host = ViewHost(root: BookLoader())   // its .task starts after the mount
  /// let report = await host.waitForTasks()    // the loaded books are on screen
  /// ```
  ///
  /// > Important: A task that never ends (one that loops over an endless sequence) makes this
  /// > never return; cancelled tasks are awaited until they notice the cancellation.
  ///
  /// - Returns: The evaluations and issues of every pass that ran.
  @discardableResult
  public func waitForTasks() async -> PassReport {
    var combined = PassReport()
    while true {
      let tasks = graph.tasks.takeAll()
      guard !tasks.isEmpty else { break }
      for task in tasks { await task.value }
      let report = flush()
      combined.evaluations += report.evaluations
      combined.issues += report.issues
      combined.passCount += report.passCount
    }
    return combined
  }
}
