/// The nodes that read one `@State` value, by node id, each with the field label its
/// invalidation names.
///
/// Most values have one reader (the view that owns the state, or the one child it is handed
/// to): that one is kept inline, and a dictionary is made only for a second, so that a mounted
/// row with one state pays no hash table (about 120 bytes) for it.
struct StateReaders {
  private var sole: (id: Int, label: String)?
  private var others: [Int: String] = [:]

  /// Makes the node with id `id` a reader, invalidated with the reason `label`.
  ///
  /// - Complexity: O(1) on average.
  mutating func insert(id: Int, label: String) {
    if let sole, sole.id != id {
      others[id] = label
    } else if sole != nil || others.isEmpty {
      sole = (id, label)
    } else {
      others[id] = label
    }
  }

  /// Forgets the reader with id `id`.
  ///
  /// - Complexity: O(1) on average.
  mutating func remove(id: Int) {
    if sole?.id == id {
      sole = nil
    } else if !others.isEmpty {
      others[id] = nil
    }
  }

  /// Calls `body` with each reader: its node id and label.
  func forEachReader(_ body: (_ id: Int, _ label: String) -> Void) {
    if let sole { body(sole.id, sole.label) }
    for (id, label) in others { body(id, label) }
  }
}
