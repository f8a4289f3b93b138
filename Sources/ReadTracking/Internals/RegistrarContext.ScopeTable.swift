extension RegistrarContext {
  /// The installed scopes of one registrar, by scope identity.
  ///
  /// An object is often observed by one scope at a time (the view that shows it): the first
  /// entry is stored inline, so that scope is installed, removed and fired with a pointer
  /// comparison and no hash table is allocated. The others go to a hash table keyed by
  /// ``ScopeKey``.
  struct ScopeTable {
    private var first: Entry?
    private var others: [ScopeKey: Entry] = [:]

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
      return others.updateValue(entry, forKey: key) == nil
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
      return others.removeValue(forKey: ScopeKey(scope))
    }

    /// Removes every entry, keeping the table's storage for the next installations.
    mutating func removeAll() {
      first = nil
      if !others.isEmpty { others.removeAll(keepingCapacity: true) }
    }

    /// Calls `body` with each entry, in no particular order.
    func visit(_ body: (Entry) -> Void) {
      if let first { body(first) }
      guard !others.isEmpty else { return }
      for entry in others.values { body(entry) }
    }
  }
}
