extension RegistrarContext {
  /// The mutable state, guarded by the lock.
  ///
  /// The installed scopes, listed per slot: a write visits only the scopes that observe the
  /// written slot. A `@Tracked` property's slot is found by its storage offset. Key paths
  /// reported by hand are looked up by object identity first (a pointer comparison); a key path
  /// object not seen before is compared with `==` once and then remembered as an alias of its
  /// slot. Objects have few tracked properties, so linear scans beat hashing.
  struct State: @unchecked Sendable {
    // Safety: only reached through `RegistrarContext.withState(_:)`, under the lock; the key
    // paths and metatypes it holds are immutable.

    /// Each key path object seen, with its slot; the objects are retained here, so that their
    /// identities stay unique.
    ///
    /// One list serves both lookups: by identity, and by `==` for a key path object not seen
    /// before (equal key paths always have the same slot, so any equal entry gives it). Two lists,
    /// one of them with only the first object seen per slot, took a word more, which made the
    /// state and its mutex 8 bytes too large for the allocator's 144-byte size (see
    /// ``LockedState``).
    var identities: [(keyPath: AnyKeyPath, slot: Int)] = []
    /// The storage offset of the first `@Tracked` property observed, or `UInt32.max` before
    /// one is: kept inline with its slot, as most objects have one observed property (a row's
    /// title), which then costs no array (64 bytes per observed object).
    var firstStorageOffset = UInt32.max
    /// The slot of the property at ``firstStorageOffset``.
    var firstStorageSlot: Int32 = 0
    /// The slot of each other `@Tracked` property observed, by storage offset.
    var storageSlots: [(offset: UInt32, slot: Int)] = []
    /// The installed scopes, per slot.
    var scopes = ScopeTable()
    /// The observed object, learned at the first installation (for `deinit` events).
    var subject: (id: ObjectIdentifier, type: any AnyObject.Type)?
    /// Whether the observed object was deallocated: nothing is installed any more.
    var subjectIsGone = false
    /// The number of slots handed out (32 bits, in the bytes the flag above leaves free: the
    /// state is then 80 bytes, and fits with its mutex in 144 with the allocator's header).
    var slotCount: Int32 = 0

    /// The slot of `property`, created if needed.
    mutating func slot(for property: PropertyKey) -> Int {
      switch property {
      case .keyPath(let keyPath): slot(for: keyPath)
      case .storage(let offset): slot(forStorageAt: offset)
      }
    }

    /// The slot of `property`, or `nil` when it has none, or when its key path object was
    /// never seen here (``slot(for:)`` would compare it with `==` and remember it).
    func existingSlot(for property: PropertyKey) -> Int? {
      switch property {
      case .keyPath(let keyPath):
        return identities.first { $0.keyPath === keyPath }?.slot
      case .storage(let offset):
        if offset == firstStorageOffset { return Int(firstStorageSlot) }
        return storageSlots.first { $0.offset == offset }?.slot
      }
    }

    private mutating func slot(for keyPath: AnyKeyPath) -> Int {
      for position in identities.indices where identities[position].keyPath === keyPath {
        return identities[position].slot
      }
      let slot = identities.first { $0.keyPath == keyPath }?.slot ?? newSlot()
      identities.append((keyPath, slot))
      return slot
    }

    private mutating func slot(forStorageAt offset: UInt32) -> Int {
      if offset == firstStorageOffset { return Int(firstStorageSlot) }
      for position in storageSlots.indices where storageSlots[position].offset == offset {
        return storageSlots[position].slot
      }
      let slot = newSlot()
      if firstStorageOffset == .max {
        firstStorageOffset = offset
        firstStorageSlot = Int32(slot)
      } else {
        storageSlots.append((offset, slot))
      }
      return slot
    }

    private mutating func newSlot() -> Int {
      defer { slotCount += 1 }
      return Int(slotCount)
    }
  }
}
