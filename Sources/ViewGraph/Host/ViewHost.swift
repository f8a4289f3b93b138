/// Mounts a root view in a view graph, runs its passes, renders it, and acts on it as a user
/// would.
///
/// ```swift
/// let host = ViewHost(root: Counter())
/// try host.tap("Increment")        // runs a pass
/// print(host.render())             // Counter / VStack / Text("Count: 1") …
/// host.counters.byViewType["Counter"]  // 2
/// ```
///
/// Writes (state, bindings, model objects) only mark dirty the nodes that read what was written
/// (or, for an `ObservableObject`, every node holding it); ``flush()`` runs a pass that first
/// updates the controls whose bindings changed (no body, not counted), then recomputes each
/// dirty node at most once, parents before children, and compares the inputs of the children
/// they produce. Every evaluation is recorded in the returned ``PassReport`` and counted in
/// ``counters``; actions (`onAppear`, `onChange`) run after the pass, innermost first.
///
/// > Important: `ViewHost` is bound to the main actor, and so is everything it evaluates:
/// > bodies, `onAppear`/`onChange` actions, button actions. Views are values and need not be
/// > `Sendable`. The only thing that may cross threads is a ``NodeInvalidator``, whose
/// > invalidations the next ``flush()`` picks up. `ViewHost` is not `Sendable`.
@MainActor
public final class ViewHost {
  let graph: Graph

  /// What mounting the root did: one evaluation per custom view, each with `@identity`.
  public let mountReport: PassReport

  /// Mounts `root`, evaluating every custom view once.
  ///
  /// - Parameter root: The view at the top of the tree.
  /// - Complexity: O(n) in the number of views in the tree.
  public convenience init(root: some View) {
    self.init(root: root, reflection: .metadata, seededState: [:], visibleRows: nil)
  }

  /// Mounts `root` in a viewport that shows `visibleRows` rows of each lazy container.
  ///
  /// ``List``, ``Form``, ``LazyVStack`` and ``LazyHStack`` mount only the rows inside the
  /// viewport, as SwiftUI does on a screen: a list of 100 000 books on a phone evaluates the
  /// dozen rows on screen, not 100 000. Each lazy container starts at its first row;
  /// ``scroll(toRow:in:)`` moves it. Eager containers (``VStack``, ``ScrollView``) mount every
  /// child whatever the viewport.
  ///
  /// - Parameters:
  ///   - root: The view at the top of the tree.
  ///   - visibleRows: How many rows of each lazy container are visible; at least 1. A phone
  ///     shows about 15 rows of a plain list.
  /// - Complexity: O(n) in the number of views mounted.
  public convenience init(root: some View, visibleRows: Int) {
    precondition(visibleRows >= 1, "a viewport shows at least one row")
    self.init(root: root, reflection: .metadata, seededState: [:], visibleRows: visibleRows)
  }

  /// Mounts `root` with a chosen reflection route and initial state values by identity path.
  ///
  /// - Parameters:
  ///   - root: The view at the top of the tree.
  ///   - reflection: How view fields are read.
  ///   - seededState: Values for `@State` fields, keyed like ``stateSnapshot()``, used instead
  ///     of the declared initial value when the identity first appears.
  ///   - visibleRows: How many rows of each lazy container are visible, or `nil` for all.
  ///   - auditsMissedUpdates: Whether each flush ends with an audit for missed updates.
  package init(
    root: some View, reflection: FieldReflection, seededState: [String: Any],
    visibleRows: Int? = nil, auditsMissedUpdates: Bool = false
  ) {
    graph = Graph(reflection: reflection, seededState: seededState, visibleRows: visibleRows)
    if auditsMissedUpdates { graph.audit = MissedUpdateAudit() }
    mountReport = graph.mount(root)
  }

  /// Runs a pass over the nodes invalidated since the last one, and the follow-up passes
  /// that it causes.
  ///
  /// Each dirty node is recomputed at most once per pass, parents before children; a child is
  /// recomputed only if it is dirty or its inputs changed. Invalidations raised during the pass
  /// (by `onAppear`/`onChange` actions, or by a body writing state) are handled in up to 8
  /// follow-up passes, after which an ``RuntimeIssue/Kind-swift.enum/invalidationLoop`` issue
  /// names the views involved and their invalidations are kept for the next flush.
  ///
  /// Invalidations that other threads post while the flush runs are not raised by the pass:
  /// they never count toward that bound and never call for a follow-up pass. A follow-up pass
  /// that runs anyway (for the pass's own invalidations) handles them too; otherwise they are
  /// left for the next flush, and ``hasPendingInvalidations`` is `true` when `flush()` returns.
  /// So a background writer faster than the passes delays its views by one flush, and never
  /// makes a flush loop or report an invalidation loop.
  ///
  /// > Important: What tells the two apart is the thread: everything posted from the thread
  /// > running the flush while it runs is the flush's own.
  ///
  /// - Returns: The evaluations and issues of the pass and its follow-ups.
  /// - Complexity: Proportional to the nodes evaluated and the children they compare, not to
  ///   the size of the tree.
  @discardableResult
  public func flush() -> PassReport {
    graph.flush()
  }

  /// The number of mounted nodes: custom views and primitives (tuples, conditionals, optionals,
  /// groups and `ForEach` dissolve into their children and are not nodes, except that the rows
  /// of a `ForEach` over a binding at the top of a body are held by one node).
  ///
  /// - Complexity: O(1).
  public var nodeCount: Int {
    graph.mountedNodeCount
  }

  /// Whether some node has been invalidated since the last pass.
  public var hasPendingInvalidations: Bool {
    !graph.center.isEmpty
  }

  /// The tree as stable, indented text: custom views by type name (with explicit ids), and
  /// primitives with their content, such as `Text("Up to date")` or
  /// `TextField("Search", text: "swift")`.
  ///
  /// The rendering is the output that the wasted and lower-bound counts compare (each custom
  /// view's own part of it), so it shows what a person reads or operates: text, the values of
  /// controls, presented sheets and alerts, navigation titles (`NavigationTitle("Projects")`
  /// after the view they title) and disabled content (a `Disabled` line above it). Appearance is
  /// not rendered: `.font`, `.foregroundStyle`, `.opacity`, `.tint`, `.padding`, `.frame` and the
  /// other styling modifiers return the view itself and change nothing counted, so a body
  /// recomputed only to change a styling value (even one computed from model state) shows the
  /// same output and counts as wasted.
  ///
  /// - Returns: One line per view, children indented by two spaces under their parent.
  /// - Complexity: O(n) in the number of views in the tree.
  public func render() -> String {
    graph.render()
  }

  /// Body evaluations since the host mounted (including the mount) or since
  /// ``resetCounters()``.
  public var counters: EvaluationCounters {
    graph.counters
  }

  /// Sets every counter back to zero.
  public func resetCounters() {
    graph.counters = EvaluationCounters()
  }

  /// The mounted nodes of one view type, in tree order.
  ///
  /// - Parameter type: The view type, such as `BookRow.self` or `Text.self`.
  /// - Returns: The nodes, parents before children.
  /// - Complexity: O(n) in the number of views in the tree.
  public func nodes<Content: View>(ofType type: Content.Type) -> [ViewNode] {
    let id = ObjectIdentifier(type)
    var found: [ViewNode] = []
    graph.forEachNodeWithPath { node, path in
      if node.key.type == id { found.append(ViewNode(node, identityPath: path)) }
    }
    return found
  }

  /// The mounted nodes that satisfy `predicate`, in tree order.
  ///
  /// - Parameter predicate: Whether a node is wanted.
  /// - Returns: The nodes, parents before children.
  /// - Complexity: O(n) in the number of views in the tree.
  public func nodes(where predicate: (ViewNode) -> Bool) -> [ViewNode] {
    // One node at a time: a million rows are not all copied out before the filter.
    var found: [ViewNode] = []
    graph.forEachNodeWithPath { node, path in
      let viewNode = ViewNode(node, identityPath: path)
      if predicate(viewNode) { found.append(viewNode) }
    }
    return found
  }

  /// The mounted node with an identity path, such as `Root/VStack/Child[1]`.
  ///
  /// - Parameter path: The identity path, as reported in evaluations.
  /// - Returns: The node, or `nil` when no mounted node has that path.
  /// - Complexity: O(n) in the number of views in the tree.
  public func node(at path: String) -> ViewNode? {
    var found: ViewNode?
    graph.forEachNodeWithPath { node, identityPath in
      if found == nil, identityPath.joined == path {
        found = ViewNode(node, identityPath: identityPath)
      }
    }
    return found
  }

  /// The number of view types whose fields have been described (by reflection, once each).
  package var describedViewTypeCount: Int {
    graph.registry.count
  }

  /// The current value of every `@State` field, keyed `path|_label`.
  package func stateSnapshot() -> [String: Any] {
    var snapshot: [String: Any] = [:]
    for node in graph.allNodes() {
      for slot in node.slots {
        if let location = slot.storage as? AnyStateLocation {
          snapshot[node.path + "|" + slot.label] = location.anyValue
        }
      }
    }
    return snapshot
  }
}
