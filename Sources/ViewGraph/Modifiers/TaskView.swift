/// A view that runs an async action while it is in the tree, made by ``View/task(priority:_:)``
/// and ``View/task(id:priority:_:)``.
///
/// The action starts on the main actor after the pass in which the view appeared; it is
/// cancelled when the view leaves the tree (or scrolls out of a lazy container's viewport), and
/// cancelled and started again when `id` changes. Not `Sendable` (it holds a closure).
nonisolated public struct TaskView<Content: View, ID: Equatable>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let id: ID
  let action: () async -> Void
}

extension TaskView: ContainerPrimitive {
  var renderLine: String? { nil }

  func appendLifecycleActions(
    previous: (any View)?, state: PrimitiveState?, to actions: inout [DeferredAction]
  ) {
    // A task view keeps its state (its task) from its mount on.
    guard let state else { return }
    if let previous = previous as? Self, previous.id == id { return }
    let operation = MainActorOperation(run: action)
    actions.append {
      state.task?.cancel()
      state.task = state.tasks.start(operation)
    }
  }

  func appendDisappearActions(state: PrimitiveState?, to actions: inout [DeferredAction]) {
    guard let state else { return }
    actions.append {
      state.task?.cancel()
      state.task = nil
    }
  }
}
