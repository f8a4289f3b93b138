/// The value of one `@State` field of one identity, kept in the node's slot.
///
/// Reads are tracked like an observable property's: a read made while the graph tracks a node
/// (its body, or a control resolving its binding) makes that node a reader, and a write
/// invalidates the readers and no other node. The owner of the state is not a reader unless it
/// reads the value; handing out `$state` reads nothing. Everything here runs on the main actor.
///
/// Its stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why that is sound): a read
/// of the value is on the path of every body that reads state.
final class StateLocation<Value>: AnyStateLocation {
  @exclusivity(unchecked) private var storedValue: Value
  /// The identity path of the view that owns the value.
  private let viewPath: IdentityPath
  /// What a read of the value records it with (and where the node's invalidations go): held
  /// strongly, so that a read loads no weak reference (see ``StateReadTracker``).
  private let reads: StateReadTracker
  /// The gate of the node's graph, which reports the writes made while a body is evaluated.
  ///
  /// Held strongly (a binding can outlive the graph, and the gate holds the graph weakly): a weak
  /// reference to the graph cost an initialization and an assignment at each mount, and its
  /// destruction at each teardown (about 100 instructions per `@State` value).
  private let gate: EvaluationGate

  /// Makes the location of the field `label` of the view at `viewPath`, in the graph whose reads
  /// are recorded by `reads` and whose writes during a body are caught by `gate`.
  ///
  /// What it keeps (the field's label, the view's path, its graph) stays the same for the
  /// identity's lifetime, so a later install has nothing to update. It takes these rather than
  /// the whole ``DynamicPropertyContext``, which the unspecialized install copied to pass it
  /// (about 200 instructions per install, and as many to destroy the copy).
  init(
    value: Value, label: String, viewPath: IdentityPath, reads: StateReadTracker,
    gate: EvaluationGate
  ) {
    storedValue = value
    self.viewPath = viewPath
    self.reads = reads
    self.gate = gate
    super.init(label: label)
  }

  /// The value, read as a dependency of the node the graph is tracking, if any.
  var value: Value {
    reads.recordRead(of: self)
    return storedValue
  }

  override var anyValue: Any { storedValue }

  /// Stores `newValue` and invalidates the nodes that read the value, unless the write is misuse
  /// or changes nothing.
  func set(_ newValue: Value) {
    if gate.reportIfDuringBody(
      BodyWrite.state(label: label, viewPath: viewPath.joined))
    {
      return
    }
    if areEqual(storedValue, newValue) == true { return }
    storedValue = newValue
    readers.forEachReader { id, label in
      reads.center.post(Invalidation(nodeID: id, reason: .property(label)))
    }
  }
}
