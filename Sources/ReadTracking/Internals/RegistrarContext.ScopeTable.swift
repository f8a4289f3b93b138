extension RegistrarContext {
  /// The installed scopes of one registrar, by scope identity.
  ///
  /// An object is often observed by one scope at a time (the view that shows it): the first
  /// entry is stored inline, so that scope is installed, removed and fired with a pointer
  /// comparison and no hash table is allocated. The others go to a hash table keyed by
  /// ``ScopeKey`` and are indexed by the slots they observe (``SlotIndex``), so that a write
  /// visits only the scopes that read the written property, however many scopes observe the
  /// object's other properties (a list whose rows all read one flag, beside a search field
  /// that reads the text).
  struct ScopeTable {
    private var first: Entry?
    private var others: [ScopeKey: Entry] = [:]
    private var othersBySlot = SlotIndex()

    /// The number of installed scopes.
    var count: Int { (first == nil ? 0 : 1) + others.count }

    /// Installs `entry`, replacing the entry of the same scope if there is one.
    ///
    /// - Returns: Whether the scope was not installed before.
    mutating func insert(_ entry: Entry) -> Bool {
      let key = ScopeKey(entry.scope)
      if let first {
        if first.scope === entry.scope {
          self.first = entry
          return false
        }
      } else if others.isEmpty || others[key] == nil {
        first = entry
        return true
      }
      let replaced = others.updateValue(entry, forKey: key)
      if let replaced { othersBySlot.remove(observing: replaced.slots) }
      othersBySlot.add(key, observing: entry.slots, in: others)
      return replaced == nil
    }

    /// Removes the entry of `scope`.
    ///
    /// - Returns: The removed entry, or `nil` if the scope was not installed.
    mutating func remove(_ scope: TrackingScope) -> Entry? {
      if let first, first.scope === scope {
        self.first = nil
        return first
      }
      guard !others.isEmpty else { return nil }
      let key = ScopeKey(scope)
      let removed = others.removeValue(forKey: key)
      if let removed { othersBySlot.remove(observing: removed.slots) }
      return removed
    }

    /// Removes every entry, keeping the table's storage for the next installations.
    mutating func removeAll() {
      first = nil
      if !others.isEmpty {
        others.removeAll(keepingCapacity: true)
        othersBySlot = SlotIndex()
      }
    }

    /// Calls `body` with each entry, in no particular order.
    func visit(_ body: (Entry) -> Void) {
      if let first { body(first) }
      guard !others.isEmpty else { return }
      for entry in others.values { body(entry) }
    }

    /// Calls `body` with each entry that observes `slot`, in no particular order, possibly
    /// more than once for the same entry (see ``SlotIndex``): `body` must be idempotent, as a
    /// scope's atomic claim is.
    ///
    /// - Complexity: O(*k*) for the *k* scopes that observe `slot`, not O(``count``).
    func visit(observing slot: Int, _ body: (Entry) -> Void) {
      if let first, first.slots.contains(slot) { body(first) }
      guard !others.isEmpty else { return }
      for key in othersBySlot.candidates(for: slot) {
        if let entry = others[key], entry.slots.contains(slot) { body(entry) }
      }
    }
  }
}
