extension RegistrarContext {
  /// The installed scopes of one registrar, listed per slot (per observed property), so that a
  /// write visits only the scopes that read the written property, however many scopes observe
  /// the object's other properties (a list whose rows all read one flag, beside a search field
  /// that reads the text).
  ///
  /// Each scope remembers, in one cell per property (see ``TrackingScope/Cell``), its position
  /// in the list of the property's slot, and the table keeps those positions exact: installing
  /// appends to the lists, removing moves each list's last member into the hole. No hashing, and
  /// a list is one inline member then one contiguous array, which a write scans in order. The
  /// lists keep their storage when they empty, so a view that reinstalls its scope on every
  /// evaluation allocates nothing here.
  struct ScopeTable {
    /// One scope in one slot's list, with the number of its cell for that slot.
    struct Member {
      let scope: TrackingScope
      let cell: Int32
    }

    /// The members of each slot's list.
    private var lists: [List] = []
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
      while lists.count <= slot { lists.append(List()) }
      if cell == registration.cells.lowerBound {
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
      for slot in lists.indices {
        lists[slot].visit { member in
          if member.cell == member.scope.cells(in: context).lowerBound {
            scopes.append(member.scope)
          }
          member.scope.setPosition(-1, ofCell: member.cell)
        }
        lists[slot].removeAll()
      }
      count = 0
      return scopes
    }

    /// The scopes a delivery claimed and removed.
    enum Claimed {
      case none
      /// One scope: no array.
      case one(TrackingScope)
      /// Several scopes, in list order: `first`, if any, then `rest`.
      case many(first: Member?, rest: [Member])

      /// The number of scopes.
      var count: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .many(let first, let rest): (first == nil ? 0 : 1) + rest.count
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
      guard slot < lists.count, lists[slot].count != 0 else { return .none }
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
      // The position of the first scope not claimed, and the scopes claimed after it.
      var refused: Int?
      var claimedAfter: [Member] = []
      var position = 0
      lists[slot].visit { member in
        if claims(member.scope) {
          if refused != nil { claimedAfter.append(member) }
        } else if refused == nil {
          refused = position
        }
        position += 1
      }
      if let refused {
        // The scopes before the first refused one were all claimed.
        var claimed: [Member] = []
        claimed.reserveCapacity(refused + claimedAfter.count)
        for earlier in 0..<refused { claimed.append(lists[slot][earlier]) }
        claimed.append(contentsOf: claimedAfter)
        // The last listed first, so that the moves stay few.
        for member in claimed.reversed() {
          _ = remove(member.scope, cells: member.scope.cells(in: context))
        }
        return claimed.isEmpty ? .none : .many(first: nil, rest: claimed)
      }
      let (first, rest) = lists[slot].takeAll()
      if let first {
        _ = remove(first.scope, cells: first.scope.cells(in: context), detached: slot)
      }
      for member in rest {
        _ = remove(member.scope, cells: member.scope.cells(in: context), detached: slot)
      }
      return .many(first: first, rest: rest)
    }

    /// The number of (scope, slot) registrations and of slots observed by any scope.
    var counts: (registrations: Int, slots: Int) {
      var registrations = 0
      var slots = 0
      for list in lists where list.count != 0 {
        registrations += list.count
        slots += 1
      }
      return (registrations, slots)
    }
  }
}
