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
      if cell == registration.cells.lowerBound {
        count += 1
      } else if lists[slot].last?.scope === scope {
        // An earlier cell of this registration is on this slot: the lock is held since, so it
        // is still the last.
        return
      }
      lists.withUnsafeMutableBufferPointer { lists in
        scope.setCell(
          cell, TrackingScope.Cell(slot: Int32(slot), position: Int32(lists[slot].count)))
        lists[slot].append(Member(scope: scope, cell: cell))
      }
    }

    /// Removes the registration of `scope` whose cells are `cells`, if it is installed.
    ///
    /// The scope's references are released here: the caller must hold one, so that no scope
    /// is deallocated (releasing user closures) under the lock.
    ///
    /// The cells on `detached`, a slot whose list was taken out of the table, are only marked
    /// vacant.
    ///
    /// - Returns: Whether the scope was installed.
    mutating func remove(
      _ scope: TrackingScope, cells: Range<Int32>, detached: Int? = nil
    ) -> Bool {
      // The first cell is always installed along with the registration.
      guard scope.cell(cells.lowerBound).position >= 0 else { return false }
      for cell in cells {
        let place = scope.cell(cell)
        guard place.position >= 0 else { continue }
        scope.setPosition(-1, ofCell: cell)
        if Int(place.slot) != detached {
          removeMember(at: Int(place.position), from: Int(place.slot))
        }
      }
      count -= 1
      return true
    }

    /// Removes the member at `position` of `slot`'s list, moving the last member into the hole.
    private mutating func removeMember(at position: Int, from slot: Int) {
      // Through the outer buffer: one uniqueness check for it, not one per access.
      lists.withUnsafeMutableBufferPointer { lists in
        // Moved out, not copied: no reference counting for the moved member.
        let last = lists[slot].removeLast()
        guard position < lists[slot].count else { return }
        last.scope.setPosition(Int32(position), ofCell: last.cell)
        lists[slot][position] = last
      }
    }

    /// Removes every scope, keeping the lists' storage.
    ///
    /// - Returns: The scopes that were installed, once each.
    mutating func removeAll(in context: RegistrarContext) -> [TrackingScope] {
      var scopes: [TrackingScope] = []
      scopes.reserveCapacity(count)
      for slot in lists.indices where !lists[slot].isEmpty {
        for member in lists[slot] {
          if member.cell == member.scope.cells(in: context).lowerBound {
            scopes.append(member.scope)
          }
          member.scope.setPosition(-1, ofCell: member.cell)
        }
        lists[slot].removeAll(keepingCapacity: true)
      }
      count = 0
      return scopes
    }

    /// The scopes a delivery claimed and removed.
    enum Claimed {
      case none
      /// One scope: no array.
      case one(TrackingScope)
      /// Several scopes, in list order.
      case many([Member])

      /// The number of scopes.
      var count: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .many(let members): members.count
        }
      }
    }

    /// Claims the scopes listed on `slot` that asked for an event in `wanted`, and removes them
    /// from the table (in `context`).
    ///
    /// When every scope of the list is claimed (the usual case), the list itself is handed out,
    /// with its references, and replaced by an empty one of the same capacity for the scopes
    /// that will be installed again: no reference counting per scope, one allocation.
    ///
    /// - Complexity: O(*k*) for the *k* scopes that observe `slot`, not O(``count``).
    mutating func takeClaimed(
      observing slot: Int, wanting wanted: ObservationTracking.Options,
      in context: RegistrarContext
    ) -> Claimed {
      guard slot < lists.count, !lists[slot].isEmpty else { return .none }
      func claims(_ scope: TrackingScope) -> Bool {
        !scope.options.isDisjoint(with: wanted) && scope.claim()
      }
      if lists[slot].count == 1 {
        guard claims(lists[slot][0].scope) else { return .none }
        // Moved out with its reference: no reference counting.
        let scope = lists[slot].removeLast().scope
        _ = remove(scope, cells: scope.cells(in: context), detached: slot)
        return .one(scope)
      }
      // Built only once a scope is not claimed: the claimed ones before it, then the others.
      var some: [Member]?
      lists[slot].withUnsafeBufferPointer { members in
        for index in members.indices {
          if claims(members[index].scope) {
            some?.append(members[index])
          } else if some == nil {
            var claimed: [Member] = []
            claimed.reserveCapacity(members.count)
            claimed.append(contentsOf: members[..<index])
            some = claimed
          }
        }
      }
      if let some {
        // The last listed first, so that the moves stay few.
        for member in some.reversed() {
          _ = remove(member.scope, cells: member.scope.cells(in: context))
        }
        return some.isEmpty ? .none : .many(some)
      }
      var all: [Member] = []
      all.reserveCapacity(lists[slot].count)
      swap(&all, &lists[slot])
      for member in all {
        _ = remove(member.scope, cells: member.scope.cells(in: context), detached: slot)
      }
      return .many(all)
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
