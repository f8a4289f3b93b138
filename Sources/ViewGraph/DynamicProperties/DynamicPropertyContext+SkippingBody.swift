extension DynamicPropertyContext {
  /// Reports misuse that leaves the property without a value, and has the graph skip the
  /// node's body for this evaluation: the node keeps its previous output (nothing, the first
  /// time) and its children are left as they were.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: The explanation, in the words of SwiftUI's own message.
  func skipBody(_ kind: RuntimeIssue.Kind, _ message: String) {
    guard let graph else { return }
    graph.report(kind, at: viewPath, message)
    graph.isBodySkipped = true
  }
}
