extension RegistrarContext {
  /// The scopes of a ``ScopeTable`` that observe each slot, so that a write visits only the
  /// scopes that read the written property.
  ///
  /// Kept cheap to update because views reinstall their scope on every evaluation: installing
  /// appends the scope's key to the list of each slot it observes, and removing only lowers the
  /// slots' live counts. A list may therefore hold stale keys (removed scopes, or scopes
  /// reinstalled on other slots) and duplicates; readers check each key against the table,
  /// and a list is compacted when it grows past twice its live count, so that its length stays
  /// proportional to the scopes that really observe the slot.
  struct SlotIndex {
    /// Per slot, the keys appended since the last compaction.
    private var keys: [[ScopeKey]] = []
    /// Per slot, how many installed scopes observe it.
    private var live: [Int] = []

    /// Records that the scope `key` observes `slots`.
    mutating func add(_ key: ScopeKey, observing slots: Slots, in table: [ScopeKey: Entry]) {
      for slot in slots {
        while keys.count <= slot {
          keys.append([])
          live.append(0)
        }
        keys[slot].append(key)
        live[slot] += 1
        if keys[slot].count > 2 * live[slot] + 8 { compact(slot, in: table) }
      }
    }

    /// Records that a scope observing `slots` was removed; its keys go at the next compaction.
    mutating func remove(observing slots: Slots) {
      for slot in slots { live[slot] -= 1 }
    }

    /// The keys that may observe `slot`: a superset of the scopes that do, possibly with
    /// duplicates; check each against the table.
    func candidates(for slot: Int) -> [ScopeKey] {
      slot < keys.count ? keys[slot] : []
    }

    /// Keeps, once each, the keys of `slot` whose scope is installed and observes it.
    private mutating func compact(_ slot: Int, in table: [ScopeKey: Entry]) {
      var seen = Set<ScopeKey>()
      keys[slot].removeAll { key in
        !(table[key]?.slots.contains(slot) ?? false) || !seen.insert(key).inserted
      }
    }
  }
}
