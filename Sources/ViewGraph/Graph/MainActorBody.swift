/// Evaluates a main-actor-isolated body (a custom view's or a modifier's) from the graph.
///
/// The graph runs on the main actor (``ViewHost`` is bound to it and is the only way in), but
/// its types are not isolated: the dynamic properties it serves (`@State`, `Binding`) are not,
/// as in SwiftUI. A body is, since ``View`` is `@MainActor`; this checks the actor once per
/// evaluation and traps if a graph is ever run elsewhere.
///
/// - Parameters:
///   - view: The view (or modified content) whose body to evaluate.
///   - evaluate: Evaluates the body of `view`.
/// - Returns: What the body returned.
func evaluateOnMainActor<Input, Result>(
  _ view: Input, _ evaluate: @MainActor (Input) -> Result
) -> Result {
  let input = MainActorValue(value: view)
  return MainActor.assumeIsolated { MainActorValue(value: evaluate(input.value)) }.value
}

/// A value carried into and out of `MainActor.assumeIsolated`, which only returns `Sendable`
/// values.
private struct MainActorValue<Value>: @unchecked Sendable {
  // Safety: the value is made and read on the main actor, within one synchronous call of
  // `evaluateOnMainActor`, which `assumeIsolated` checks; it never reaches another thread.
  let value: Value
}
