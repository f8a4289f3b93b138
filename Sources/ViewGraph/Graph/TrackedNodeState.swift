import ReadTracking

/// What only a node that can be invalidated (a custom view, a control, a primitive that reads
/// its deferred content in its own scope) keeps.
///
/// Its pending reasons, dependencies and resolved line, and what its output changed from (whether
/// it has one is kept in ``Node/hasOutput``): a custom view or a control makes it with its node
/// (its first evaluation or resolution, at once, needs it), a primitive with children the first
/// time it needs it, and the other primitives of a row keep none.
///
/// It is 112 bytes, header included, so that with the allocator's 8-byte header it takes 128,
/// not 144: it keeps no handler for its scopes (they share the graph's, told the node's id) and
/// a `@State` value read is one reference (an existential took two).
///
/// Its stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why that is sound).
final class TrackedNodeState {
  /// The node's identity path as its parent's path and its own segment, once it has been asked
  /// for, or as the whole path once that has been made (see ``Node/identityPath``).
  @exclusivity(unchecked) var identityPath: IdentityPath?
  /// Why the node is to be recomputed in the current pass; empty when it is not dirty.
  @exclusivity(unchecked) var pendingReasons: [EvaluationReason] = []
  /// ``outputBefore`` for a custom view, ``resolvedLine`` for a control: one field, as a node is
  /// one or the other.
  @exclusivity(unchecked) private var shown: Shown?
  /// Where the node's entry is in the graph's ``EvaluationCounters``, or -1 before its first
  /// evaluation; checked against the entry's id there (counters reset start empty).
  ///
  /// Kept in the bytes of padding after ``shown``: the state is no larger for it.
  @exclusivity(unchecked) var evaluationCountIndex: Int32 = -1
  /// The tracked properties read by the last evaluation; cancelled when the identity leaves.
  @exclusivity(unchecked) var dependencies: ObservationScope?
  /// The `@State` values read by the last evaluation (or resolution), each once, in the order
  /// read; `nil` when it read none.
  ///
  /// A node reads a few (its own fields and the bindings it was given), most often one, which is
  /// kept with no array made for it (an array was made at each mount). Several are kept in a
  /// list searched by identity, which costs less than a table and keeps its storage for the next
  /// evaluation.
  @exclusivity(unchecked) private var stateReads: StateReads?

  /// The `@State` values a node read: one, or a list of them.
  private enum StateReads {
    case one(AnyStateLocation)
    /// The values read, in order; emptied (keeping its storage) rather than dropped.
    case list([AnyStateLocation])
  }

  /// Whether the last evaluation (or resolution) read some `@State` value.
  var hasStateReads: Bool {
    switch stateReads {
    case nil: false
    case .one: true
    case .list(let locations): !locations.isEmpty
    }
  }
  /// The labels of the node's `@Binding` fields to `@State` values, by location.
  @exclusivity(unchecked) var bindingLabels: [ObjectIdentifier: String] = [:]
  /// For a custom view: one slot per dynamic property field, in field order, made at its first
  /// evaluation.
  @exclusivity(unchecked) var slots = DynamicPropertySlots.empty

  /// Records a read of `location`; returns `false` when it is recorded already.
  func insertStateRead(_ location: AnyStateLocation) -> Bool {
    switch stateReads {
    case nil:
      stateReads = .one(location)
    case .one(let first):
      guard first !== location else { return false }
      stateReads = .list([first, location])
    case .list(var locations):
      guard !locations.contains(where: { $0 === location }) else { return false }
      // Unique while it is appended to: the case holds the only reference.
      stateReads = nil
      locations.append(location)
      stateReads = .list(locations)
    }
    return true
  }

  /// Calls `body` with each `@State` value read, in the order read, then forgets them all.
  func removeStateReads(_ body: (AnyStateLocation) -> Void) {
    switch stateReads {
    case nil:
      return
    case .one(let location):
      stateReads = nil
      body(location)
    case .list(var locations):
      for location in locations { body(location) }
      stateReads = nil
      locations.removeAll(keepingCapacity: true)
      stateReads = .list(locations)
    }
  }

  /// For a custom view: its own output as it was when something it shows first changed since
  /// the output its last evaluation produced; `nil` while nothing it shows has changed since
  /// then (see ``Graph/noteOutputChange(of:)``).
  ///
  /// Kept only from that change to the node's next evaluation (or control update): the output
  /// itself is never kept, so a mounted view costs no text.
  var outputBefore: OwnOutput? {
    get { if case .output(let output) = shown { output } else { nil } }
    set { shown = newValue.map(Shown.output) }
  }

  /// For a control: the line its bindings resolved to, in its own tracking scope.
  var resolvedLine: String? {
    get { if case .line(let line) = shown { line } else { nil } }
    set { shown = newValue.map(Shown.line) }
  }

  /// What ``outputBefore`` or ``resolvedLine`` keeps.
  private enum Shown {
    case output(OwnOutput)
    case line(String)
  }
}

extension ViewHost {
  /// The size of a node's tracked state, header included, for the memory tests: at most 120
  /// bytes, so that with the allocator's 8-byte header it takes 128, not 144.
  package static var trackedNodeStateSize: Int { instanceSize(of: TrackedNodeState.self) }

  /// The instance size a class's metadata records: a 32-bit field after the metadata's kind
  /// and superclass words and its two 32-bit flag fields (after three more words where the
  /// runtime interoperates with Objective-C), as the Swift ABI lays class metadata out.
  static func instanceSize(of type: AnyClass) -> Int {
    #if _runtime(_ObjC)
      let offset = 48
    #else
      let offset = 24
    #endif
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: offset, as: UInt32.self))
  }
}
