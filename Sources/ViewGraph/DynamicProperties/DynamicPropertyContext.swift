/// What a dynamic property can reach when it is installed: the node's environment, a way to
/// mark the node dirty, and a way to report misuse.
///
/// Not `Sendable` (it holds the environment); take ``invalidator`` out of it to invalidate from
/// another thread.
public struct DynamicPropertyContext {
  /// The environment the node sees.
  public let environment: EnvironmentValues
  /// Marks the node dirty; callable from any thread.
  public let invalidator: NodeInvalidator
  /// The field's label, such as `_count`, used as the reason of the invalidation.
  public let label: String
  /// The node's identity path, such as `Root/VStack/Child[1]`.
  public var viewPath: String { identityPath.joined }
  /// The path as it is kept: joined when it is read.
  let identityPath: IdentityPath
  /// The graph, reached through its gate, which holds it weakly: `nil` once the graph is gone
  /// (a property may keep its context longer than the graph lives).
  var graph: Graph? { gate.graph }
  /// The gate of the node's graph, held strongly.
  ///
  /// The context holds no weak reference: one cost a weak initialization and assignment at each
  /// install, a load at each `@State` install and a destruction with the context (about 125
  /// instructions per mount of a row with one `@State`). The gate holds the graph weakly, so a
  /// context kept by a property does not keep the graph alive.
  let gate: EvaluationGate
  /// What the `@State` reads of the node's graph are recorded with, held strongly for the same
  /// reason (a new ``StateLocation`` keeps it).
  let stateReads: StateReadTracker
  /// What the installs of this field keep from one to the next, for every node of the view's
  /// type.
  let installCache: DynamicPropertyInstallCache
  let seededValue: Any?
  /// Whether ``seededValue`` is not `nil`: what an install checks at every mount, in place (the
  /// unspecialized install copied the optional to compare it with `nil`, and destroyed the copy
  /// again, about 140 instructions).
  let isSeeded: Bool

  init(
    environment: EnvironmentValues, invalidator: NodeInvalidator, label: String,
    identityPath: IdentityPath, gate: EvaluationGate, stateReads: StateReadTracker,
    installCache: DynamicPropertyInstallCache, seededValue: Any?
  ) {
    self.environment = environment
    self.invalidator = invalidator
    self.label = label
    self.identityPath = identityPath
    self.gate = gate
    self.stateReads = stateReads
    self.installCache = installCache
    self.seededValue = seededValue
    isSeeded = seededValue != nil
  }

  /// Whether a body is being evaluated right now (writing state then is misuse).
  ///
  /// > Important: Read it on the main actor.
  public var isEvaluatingBody: Bool {
    graph?.isEvaluatingBody ?? false
  }

  /// Marks the node dirty because this property changed, naming the field.
  ///
  /// > Important: Safe from any thread; the node is recomputed by the next pass.
  public func invalidate() {
    invalidator.invalidate(.property(label))
  }

  /// Reports misuse detected by the property, as an error of the current pass.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - message: The explanation, in the words of SwiftUI's own message where there is one.
  public func reportIssue(_ kind: RuntimeIssue.Kind, _ message: String) {
    graph?.report(kind, at: graph?.evaluatingPath ?? viewPath, message)
  }
}
