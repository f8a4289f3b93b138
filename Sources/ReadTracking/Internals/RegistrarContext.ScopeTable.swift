extension RegistrarContext {
  /// The installed scopes of one registrar, listed per slot (per observed property), so that a
  /// write visits only the scopes that read the written property, however many scopes observe
  /// the object's other properties (a list whose rows all read one flag, beside a search field
  /// that reads the text).
  ///
  /// Each scope remembers, in one cell per property (see ``TrackingScope/Cell``), its position
  /// in the list of the property's slot, and the table keeps those positions exact: installing
  /// appends to the lists, removing moves each list's last member into the hole. No hashing, and
  /// a list is one contiguous array that a write scans in order. The lists keep their storage
  /// when they empty, so a view that reinstalls its scope on every evaluation allocates nothing
  /// here.
  struct ScopeTable {
    /// One scope in one slot's list, with the number of its cell for that slot.
    struct Member {
      let scope: TrackingScope
      let cell: Int32
    }

    /// The members of each slot's list.
    private var lists: [[Member]] = []
    /// The number of installed scopes (one registration each, whatever the number of cells).
    private(set) var count = 0

    /// Installs cell `cell` of `registration` of `scope` on `slot`; installing the
    /// registration's first cell installs the registration.
    ///
    /// The cells of a registration are installed in order, under one hold of the lock. A slot
    /// that appears twice (two key path objects for the same property) is listed once; its
    /// second cell stays vacant.
    ///
    /// - Precondition: The scope is not installed here.
    mutating func insert(
      _ scope: TrackingScope, _ registration: TrackingScope.Registration, cell: Int32, slot: Int
    ) {
      while lists.count <= slot { lists.append([]) }
      if cell == registration.firstCell {
        count += 1
      } else if lists[slot].last?.scope === scope {
        // An earlier cell of this registration is on this slot: the lock is held since, so it
        // is still the last.
        return
      }
      scope.setCell(
        cell, TrackingScope.Cell(slot: Int32(slot), position: Int32(lists[slot].count)))
      lists[slot].append(Member(scope: scope, cell: cell))
    }

    /// Removes `registration` of `scope`, if it is installed.
    ///
    /// The scope's references are released here: the caller must hold one, so that no scope
    /// is deallocated (releasing user closures) under the lock.
    ///
    /// - Returns: Whether the scope was installed.
    mutating func remove(
      _ scope: TrackingScope, _ registration: TrackingScope.Registration
    ) -> Bool {
      // The first cell is always installed along with the registration.
      guard scope.cell(registration.firstCell).position >= 0 else { return false }
      for cell in registration.firstCell..<registration.firstCell + registration.cellCount {
        let place = scope.cell(cell)
        guard place.position >= 0 else { continue }
        scope.setPosition(-1, ofCell: cell)
        removeMember(at: Int(place.position), from: Int(place.slot))
      }
      count -= 1
      return true
    }

    /// Removes the member at `position` of `slot`'s list, moving the last member into the hole.
    private mutating func removeMember(at position: Int, from slot: Int) {
      // Moved out, not copied: no reference counting for the moved member.
      let last = lists[slot].removeLast()
      guard position < lists[slot].count else { return }
      last.scope.setPosition(Int32(position), ofCell: last.cell)
      lists[slot][position] = last
    }

    /// Removes every scope, keeping the lists' storage.
    ///
    /// - Returns: The scopes that were installed, once each.
    mutating func removeAll(in context: RegistrarContext) -> [TrackingScope] {
      var scopes: [TrackingScope] = []
      scopes.reserveCapacity(count)
      for slot in lists.indices where !lists[slot].isEmpty {
        for member in lists[slot] {
          if member.cell == member.scope.registration(in: context).firstCell {
            scopes.append(member.scope)
          }
          member.scope.setPosition(-1, ofCell: member.cell)
        }
        lists[slot].removeAll(keepingCapacity: true)
      }
      count = 0
      return scopes
    }

    /// Calls `body` with each scope listed on `slot`, in list order, once each.
    ///
    /// - Complexity: O(*k*) for the *k* scopes that observe `slot`, not O(``count``).
    func visit(observing slot: Int, _ body: (TrackingScope) -> Void) {
      guard slot < lists.count else { return }
      lists[slot].withUnsafeBufferPointer { members in
        for member in members { body(member.scope) }
      }
    }

    /// The number of (scope, slot) registrations and of slots observed by any scope.
    var counts: (registrations: Int, slots: Int) {
      var registrations = 0
      var slots = 0
      for list in lists where !list.isEmpty {
        registrations += list.count
        slots += 1
      }
      return (registrations, slots)
    }
  }
}
