extension DynamicPropertyContext {
  /// Reports misuse that makes the body impossible to evaluate: the pass reports it at the
  /// view's identity path and skips the body, and the node keeps its previous output (its
  /// children still receive the node's environment).
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: The explanation.
  func abandonEvaluation(_ kind: RuntimeIssue.Kind, _ message: String) {
    graph?.abandonment = RuntimeIssue(kind: kind, path: viewPath, message: message)
  }
}
