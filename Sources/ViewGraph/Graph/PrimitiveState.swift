/// What a primitive node that has children keeps between expansions: the environment its
/// children see, and what only some primitives keep (see ``Extras``), its identity path among
/// them.
///
/// Kept here rather than in every ``Node``, so that leaves and custom views do not pay for it;
/// and a stack or a modifier keeps no more than three references, 40 bytes (48 with the
/// allocator's header).
final class PrimitiveState {
  /// What only some primitives keep: the identity path of one whose path was asked for (a
  /// list's, which each of its rows' paths starts with), the task a `.task` modifier started,
  /// whether a sheet was presented, a lazy container's viewport and parked rows, an `onReceive`
  /// subscription, the tracked state of one that reads its deferred content in its own scope.
  final class Extras {
    var path: String?
    var task: Task<Void, Never>?
    var isPresenting = false
    var firstVisibleRow = 0
    var rowCount = 0
    var parkedRows: [IdentityKey: Node] = [:]
    var storage: AnyObject?
    var tracked: TrackedNodeState?
  }

  /// Where the graph keeps every task a `.task` modifier started, so a host can await them.
  let tasks: TaskList
  /// The environment the children see (different from the node's only below an environment
  /// writer).
  @exclusivity(unchecked) var childEnvironment: EnvironmentValues
  /// Made the first time one of its values is set to something other than its default.
  private var extras: Extras?

  init(tasks: TaskList, environment: EnvironmentValues) {
    self.tasks = tasks
    childEnvironment = environment
  }

  /// The extras, made if they are not yet.
  private var madeExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// The node's identity path, once it has been asked for.
  var path: String? {
    get { extras?.path }
    set { if newValue != nil || extras != nil { madeExtras.path = newValue } }
  }

  /// The task this node started and has not cancelled.
  var task: Task<Void, Never>? {
    get { extras?.task }
    set { if newValue != nil || extras != nil { madeExtras.task = newValue } }
  }

  /// Whether the sheet of this node was presented at its last expansion, or whether this
  /// navigation link is followed.
  var isPresenting: Bool {
    get { extras?.isPresenting ?? false }
    set { if newValue || extras != nil { madeExtras.isPresenting = newValue } }
  }

  /// For a lazy container: the first row inside the viewport.
  var firstVisibleRow: Int {
    get { extras?.firstVisibleRow ?? 0 }
    set { if newValue != 0 || extras != nil { madeExtras.firstVisibleRow = newValue } }
  }

  /// For a lazy container: how many rows it had at its last expansion.
  var rowCount: Int {
    get { extras?.rowCount ?? 0 }
    set { if newValue != 0 || extras != nil { madeExtras.rowCount = newValue } }
  }

  /// For a lazy container: the rows outside the viewport, detached but with their state;
  /// changed in place.
  var parkedRows: [IdentityKey: Node] {
    get { extras?.parkedRows ?? [:] }
    _modify { yield &madeExtras.parkedRows }
  }

  /// What the primitive keeps for the identity's lifetime (an `onReceive` subscription);
  /// released when the identity leaves.
  var storage: AnyObject? {
    get { extras?.storage }
    set { if newValue != nil || extras != nil { madeExtras.storage = newValue } }
  }

  /// For a primitive that reads its deferred content in its own scope: its tracked state (see
  /// ``Node/tracked``), kept here so that a node keeps one word for both.
  var tracked: TrackedNodeState? {
    get { extras?.tracked }
    set { if newValue != nil || extras != nil { madeExtras.tracked = newValue } }
  }
}
