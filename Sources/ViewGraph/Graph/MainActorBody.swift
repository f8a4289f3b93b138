/// The body of a view type as a nonisolated function of a view held as an existential, made
/// once per type, for the graph to call.
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
/// The body is called through ``View/_makeBody(at:)``, whose witness is compiled in the view
/// type's module, specialized: called here, in code generic over `Content`, `body` looked up the
/// `Body` type and its conformance and boxed a value of unknown type, about 100 instructions an
/// evaluation.
///
/// - Parameter type: The view type.
/// - Returns: A function that evaluates the body of a view of type `type`, read in place (see
///   ``withKnownViewBytes(of:as:_:)``); call it on the main actor only.
func nonisolatedBody<Content: View>(of type: Content.Type) -> (inout any View) -> any View {
  let body: @MainActor (inout any View) -> any View = { view in
    withKnownViewBytes(of: view, as: Content.self) { Content._makeBody(at: $0) }
  }
  // Safety: the graph calls it on the main actor only (above). A synchronous `@MainActor`
  // function and its nonisolated counterpart have the same representation; only the isolation
  // is dropped.
  let nonisolated = unsafeBitCast(body, to: ((inout any View) -> any View).self)
  #if DEBUG
    return { view in
      MainActor.preconditionIsolated("a view graph evaluates bodies on the main actor")
      return nonisolated(&view)
    }
  #else
    return nonisolated
  #endif
}
