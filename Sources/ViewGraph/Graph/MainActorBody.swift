/// Evaluates a main-actor-isolated body (a custom view's or a modifier's) from the graph.
///
/// A body is isolated to the main actor, since ``View`` and ``ViewModifier`` are `@MainActor`;
/// the graph's types are not, because the dynamic properties it serves (`@State`, `Binding`)
/// are not, as in SwiftUI. The graph still runs on the main actor: ``ViewHost``, which is
/// `@MainActor`, makes it, owns it and is the only way to run a pass, and the graph is not
/// `Sendable`, so it cannot reach another thread. Debug builds check it on every evaluation.
/// Release builds do not: `MainActor.assumeIsolated` costs about 200 ns on Linux, a few percent
/// of an evaluation.
///
/// - Parameters:
///   - view: The view (or modified content) whose body to evaluate.
///   - evaluate: Evaluates the body of `view`.
/// - Returns: What the body returned.
@inline(__always)
func evaluateOnMainActor<Input, Result>(
  _ view: Input, _ evaluate: @MainActor (Input) -> Result
) -> Result {
  #if DEBUG
    MainActor.preconditionIsolated("a view graph evaluates bodies on the main actor")
  #endif
  // Safety: the caller is on the main actor (above). A synchronous `@MainActor` function and
  // its nonisolated counterpart have the same representation; only the isolation is dropped.
  return withoutActuallyEscaping(evaluate) { evaluate in
    unsafeBitCast(evaluate, to: ((Input) -> Result).self)(view)
  }
}
