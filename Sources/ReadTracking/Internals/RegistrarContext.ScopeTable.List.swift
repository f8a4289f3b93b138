extension RegistrarContext.ScopeTable {
  /// The members of one slot's list, by position.
  ///
  /// The member at position 0 is stored inline, the others in an array: a property read by one
  /// scope at a time (an object shown by one view) costs no allocation, and the array keeps its
  /// storage when the list empties.
  struct List {
    /// The members at positions 1 and up (empty when `first` is `nil`).
    private(set) var rest: [Member] = []
    /// The member at position 0, or `nil` when the list is empty.
    ///
    /// Last, so that the 4 bytes its 12 leave free end the list, where the table keeps its
    /// count.
    private(set) var first: Member?

    /// The number of members.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// The member at the last position.
    var last: Member? { rest.last ?? first }

    /// The member at `position`, which is less than ``count``.
    subscript(position: Int) -> Member {
      get { position == 0 ? first! : rest[position - 1] }
      set {
        if position == 0 { first = newValue } else { rest[position - 1] = newValue }
      }
    }

    /// Appends `member` at position ``count``.
    mutating func append(_ member: Member) {
      if first == nil { first = member } else { rest.append(member) }
    }

    /// Removes and returns the member at the last position, which exists.
    mutating func removeLast() -> Member {
      rest.isEmpty ? first.take()! : rest.removeLast()
    }

    /// Calls `body` with each member, in position order.
    func visit(_ body: (Member) -> Void) {
      guard let first else { return }
      body(first)
      rest.withUnsafeBufferPointer { rest in
        for member in rest { body(member) }
      }
    }

    /// Removes every member, keeping the array's storage.
    mutating func removeAll() {
      first = nil
      rest.removeAll(keepingCapacity: true)
    }
  }
}
