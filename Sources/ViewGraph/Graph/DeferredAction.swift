/// An action a pass runs after its evaluations: an `onAppear`, `onDisappear`, `onChange` or
/// `task` action, or a sheet's `onDismiss`.
///
/// A structure around the closure rather than the closure itself in the graph's queue: an
/// array of closures keeps them in its generic form, and each closure appended was wrapped in
/// a thunk allocated for it (about 300 instructions per action queued, with its release).
struct DeferredAction {
  /// The action.
  let run: () -> Void
}

extension [DeferredAction] {
  /// Appends `run` as an action.
  mutating func append(_ run: @escaping () -> Void) {
    append(DeferredAction(run: run))
  }
}
