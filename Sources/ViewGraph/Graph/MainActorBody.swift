/// The body of a view type as a nonisolated function, made once per type, for the graph to call.
///
/// A body is isolated to the main actor, since ``View`` is `@MainActor`; the graph's types are
/// not, because the dynamic properties it serves (`@State`, `Binding`) are not, as in SwiftUI.
/// The graph still runs on the main actor: ``ViewHost``, which is `@MainActor`, makes it, owns it
/// and is the only way to run a pass, and the graph is not `Sendable`, so it cannot reach another
/// thread. Debug builds check it on every evaluation. Release builds do not:
/// `MainActor.assumeIsolated` costs about 200 ns on Linux, a few percent of an evaluation.
///
/// The function is converted once, when the graph first meets the type: converting the body's
/// closure at each evaluation (with `withoutActuallyEscaping`, which allocates a context to check
/// that the closure did not escape) cost an allocation per evaluation.
///
/// - Parameter type: The view type.
/// - Returns: A function that evaluates the body of a value of `type`; call it on the main
///   actor only.
func nonisolatedBody<Content: View>(of type: Content.Type) -> (Content) -> Content.Body {
  let body: @MainActor (Content) -> Content.Body = { $0.body }
  // Safety: the graph calls it on the main actor only (above). A synchronous `@MainActor`
  // function and its nonisolated counterpart have the same representation; only the isolation
  // is dropped.
  let nonisolated = unsafeBitCast(body, to: ((Content) -> Content.Body).self)
  #if DEBUG
    return { view in
      MainActor.preconditionIsolated("a view graph evaluates bodies on the main actor")
      return nonisolated(view)
    }
  #else
    return nonisolated
  #endif
}
