/// A write that the body being evaluated (or code it called) made to something views depend on:
/// misuse, in any of the three forms a view can hold state.
///
/// Every form is detected the same way, by ``EvaluationGate/reportIfDuringBody(_:)`` on the
/// writer's thread, and reported by ``Graph/report(_:by:)``.
enum BodyWrite {
  /// A write to a `@State` value, labelled `label`, of the view at `viewPath`; it is refused.
  case state(label: String, viewPath: String)
  /// An `objectWillChange` signal of an object a view holds; the write is applied.
  case publish
  /// A write to a tracked property (`reason` names it) that the mounted node with id
  /// `dependentID` depends on; the write is applied and that view recomputed in a follow-up
  /// pass.
  case tracked(reason: EvaluationReason, dependentID: Int)
}
