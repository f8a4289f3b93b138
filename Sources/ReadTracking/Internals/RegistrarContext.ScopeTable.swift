import CReadTrackingSupport

extension RegistrarContext {
  /// The installed scopes of one registrar, listed per slot (per observed property), so that a
  /// write visits only the scopes that read the written property, however many scopes observe
  /// the object's other properties (a list whose rows all read one flag, beside a search field
  /// that reads the text).
  ///
  /// Each scope remembers, in one cell per property (see ``ObservationScope/Cell``), its position
  /// in the list of the property's slot, and the table keeps those positions exact: installing
  /// appends to the lists, removing moves each list's last member into the hole. No hashing, and
  /// a list is one inline member then one contiguous array, which a write scans in order. The
  /// lists keep their storage when they empty, so a view that reinstalls its scope on every
  /// evaluation allocates nothing here. The list of slot 0 is stored inline, the others in an
  /// array: an object observed on one property (a row's title) makes no array for its lists.
  ///
  /// The table holds one reference to each installed registration's scope, taken when the
  /// registration's first cell is installed and given back when it is removed (released, or
  /// handed to the caller that claimed the scope), except for a scope that is its own token
  /// (``ObservationScope/isToken``), which it holds no reference to: a delivery takes one only if
  /// the scope's deinit has not started, and that deinit unlists the scope under the lock. The
  /// members themselves are unmanaged, so moving, copying and dropping them costs no reference
  /// counting.
  struct ScopeTable {
    /// One scope in one slot's list, with the number of its cell for that slot.
    struct Member {
      /// The scope, unretained: the table's one reference per registration keeps it alive.
      let scope: Unmanaged<ObservationScope>
      let cell: Int32

      /// Calls `body` with the scope, without retaining it.
      @inline(__always)
      func with<Result>(_ body: (ObservationScope) -> Result) -> Result {
        scope._withUnsafeGuaranteedRef(body)
      }

      /// Makes sure that a reference to the scope is owned for its removal from the table: the
      /// table's own, or, for a scope that is its own token, a new one, unless its deinit
      /// started.
      ///
      /// - Returns: Whether a reference is owned now (`false`: the scope must not be touched
      ///   once the lock is given back).
      @inline(__always)
      func takeReference() -> Bool {
        !with(\.isToken) || readtracking_try_retain(scope.toOpaque())
      }
    }

    /// The members of the lists of slots 1 and up (slot *n* at index *n* - 1), made as they are
    /// first installed on.
    private var otherLists: [List] = []
    /// The members of slot 0's list.
    private var firstList = List()
    /// The number of installed scopes, in the 4 bytes the list above leaves free at its end: the
    /// table is 32 bytes, not 40 (see ``RegistrarContext/LockedState``).
    private var storedCount: Int32 = 0

    /// The number of installed scopes (one registration each, whatever the number of cells).
    var count: Int { Int(storedCount) }

    /// Installs cell `cell` of the registration of `scope` whose cells are `cells` on `slot`;
    /// installing the registration's first cell installs the registration.
    ///
    /// The cells of a registration are installed in order, under one hold of the lock. A slot
    /// that appears twice (two key path objects for the same property) is listed once; its
    /// second cell stays vacant.
    ///
    /// The table holds one reference per installed registration: its own (`adopting` false), or
    /// the one the caller hands over (`adopting` true: the caller gives up a reference it owns).
    ///
    /// - Precondition: The scope is not installed here.
    mutating func insert(
      _ scope: ObservationScope, cells: Range<Int32>, cell: Int32, slot: Int, adopting: Bool
    ) {
      while otherLists.count < slot { otherLists.append(List()) }
      let unmanaged = Unmanaged.passUnretained(scope)
      let isFirstCell = cell == cells.lowerBound
      let position = withList(slot) { list -> Int? in
        // An earlier cell of this registration on this slot is still the last member: the lock
        // is held since.
        if !isFirstCell, list.last?.scope.toOpaque() == unmanaged.toOpaque() {
          return nil
        }
        let position = list.count
        list.append(Member(scope: unmanaged, cell: cell))
        return position
      }
      guard let position else { return }
      if isFirstCell {
        storedCount += 1
        if !adopting && !scope.isToken { _ = unmanaged.retain() }
      }
      scope.setCell(cell, ObservationScope.Cell(slot: Int32(slot), position: Int32(position)))
    }

    /// Removes the registration of `scope` whose cells are `cells`, if it is installed.
    ///
    /// The table's reference to the scope is not released here: when this returns `true`, the
    /// caller owns it (and releases it once the lock is given back, or hands it on).
    ///
    /// The cells on `detached`, a slot whose list was emptied already, are only marked vacant.
    ///
    /// - Returns: Whether the scope was installed.
    mutating func remove(
      _ scope: ObservationScope, cells: Range<Int32>, detached: Int? = nil
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
      storedCount -= 1
      return true
    }

    /// Calls `body` with the list of `slot`, which exists, in place: one access to the outer
    /// array (one uniqueness check), however many to the list.
    @inline(__always)
    private mutating func withList<Result>(
      _ slot: Int, _ body: (inout List) -> Result
    ) -> Result {
      slot == 0 ? body(&firstList) : body(&otherLists[slot - 1])
    }

    /// The number of members in the list of `slot`, which exists.
    @inline(__always)
    private func count(of slot: Int) -> Int {
      slot == 0 ? firstList.count : otherLists[slot - 1].count
    }

    /// Calls `body` with each member of the list of `slot`, which exists, in position order.
    @inline(__always)
    private func visit(_ slot: Int, _ body: (Member) -> Void) {
      if slot == 0 { firstList.visit(body) } else { otherLists[slot - 1].visit(body) }
    }

    /// Removes the member at `position` of `slot`'s list, moving the last member into the hole.
    private mutating func removeMember(at position: Int, from slot: Int) {
      withList(slot) { list in
        let last = list.removeLast()
        guard position < list.count else { return }
        last.with { $0.setPosition(Int32(position), ofCell: last.cell) }
        list[position] = last
      }
    }

    /// Removes every scope, keeping the lists' storage.
    ///
    /// - Returns: The scopes that were installed, once each, with the table's references (so
    ///   that the caller releases them with no lock held); a token whose deinit started is left
    ///   out (the deinit finds its cells vacant).
    mutating func removeAll(in context: RegistrarContext) -> [ObservationScope] {
      var scopes: [ObservationScope] = []
      scopes.reserveCapacity(count)
      for slot in 0...otherLists.count {
        withList(slot) { list in
          list.visit { member in
            let isFirstCell = member.with { scope in
              scope.setPosition(-1, ofCell: member.cell)
              return member.cell == scope.cells(in: context).lowerBound
            }
            if isFirstCell && member.takeReference() {
              scopes.append(member.scope.takeRetainedValue())
            }
          }
          list.removeAll()
        }
      }
      storedCount = 0
      return scopes
    }

    /// The scopes a delivery claimed and removed, each with the table's reference, which the
    /// receiver owns.
    enum Claimed {
      case none
      /// One scope: no array.
      case one(Unmanaged<ObservationScope>)
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
    /// When every scope of the list is claimed (the usual case), the list is emptied at once
    /// and keeps its storage for the scopes that will be installed again.
    ///
    /// A scope that is its own token is claimed only if a reference to it could be taken first
    /// (its deinit had not started); if another thread ended it first, that reference is added
    /// to `unclaimed`, for the caller to release once the lock is given back.
    ///
    /// - Complexity: O(*k*) for the *k* scopes that observe `slot`, not O(``count``).
    mutating func takeClaimed(
      observing slot: Int, wanting wanted: ObservationTracking.Options,
      in context: RegistrarContext, unclaimed: inout [Unmanaged<ObservationScope>]
    ) -> Claimed {
      guard slot <= otherLists.count else { return .none }
      let listed = count(of: slot)
      guard listed != 0 else { return .none }
      @inline(__always)
      func claims(_ member: Member) -> Bool {
        guard member.with({ !$0.options.isDisjoint(with: wanted) }) else { return false }
        guard member.with(\.isToken) else { return member.with { $0.claimUnderLock() } }
        guard readtracking_try_retain(member.scope.toOpaque()) else { return false }
        if member.with({ $0.claimUnderLock() }) { return true }
        unclaimed.append(member.scope)
        return false
      }
      if listed == 1 {
        let member = slot == 0 ? firstList[0] : otherLists[slot - 1][0]
        guard claims(member) else { return .none }
        _ = withList(slot) { $0.removeLast() }
        member.with { _ = remove($0, cells: $0.cells(in: context), detached: slot) }
        // The table's reference, now the caller's.
        return .one(member.scope)
      }
      var claimed: [Member] = []
      claimed.reserveCapacity(listed)
      visit(slot) { member in
        if claims(member) { claimed.append(member) }
      }
      if claimed.count == listed {
        withList(slot) { $0.removeAll() }
        for member in claimed {
          member.with { _ = remove($0, cells: $0.cells(in: context), detached: slot) }
        }
      } else {
        // The last listed first, so that the moves stay few.
        for member in claimed.reversed() {
          member.with { _ = remove($0, cells: $0.cells(in: context)) }
        }
      }
      return claimed.isEmpty ? .none : .many(claimed)
    }

    /// The number of (scope, slot) registrations and of slots observed by any scope.
    var counts: (registrations: Int, slots: Int) {
      var registrations = 0
      var slots = 0
      for list in CollectionOfOne(firstList) + otherLists where list.count != 0 {
        registrations += list.count
        slots += 1
      }
      return (registrations, slots)
    }
  }
}
