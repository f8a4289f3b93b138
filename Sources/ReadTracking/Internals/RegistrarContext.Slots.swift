extension RegistrarContext {
  /// The key paths (slots) one scope observes in this registrar.
  struct Slots: Sequence {
    /// Slots 0 to 63, one bit each.
    var bits: UInt64 = 0
    /// Slots from 64 up (objects with that many observed properties are rare).
    var overflow: Set<Int>?

    mutating func insert(_ slot: Int) {
      if slot < 64 {
        bits |= 1 << UInt64(slot)
      } else {
        overflow = (overflow ?? []).union([slot])
      }
    }

    func contains(_ slot: Int) -> Bool {
      slot < 64 ? bits & (1 << UInt64(slot)) != 0 : overflow?.contains(slot) == true
    }

    var count: Int { bits.nonzeroBitCount + (overflow?.count ?? 0) }

    /// Iterates over the slots, in no particular order.
    func makeIterator() -> Iterator {
      Iterator(remaining: bits, overflow: overflow?.makeIterator())
    }
  }
}
