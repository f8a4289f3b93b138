extension RegistrarContext.Slots {
  /// Walks a ``RegistrarContext/Slots`` value: the bits from the lowest, then the overflow.
  struct Iterator: IteratorProtocol {
    var remaining: UInt64
    var overflow: Set<Int>.Iterator?

    mutating func next() -> Int? {
      if remaining != 0 {
        defer { remaining &= remaining - 1 }
        return remaining.trailingZeroBitCount
      }
      return overflow?.next()
    }
  }
}
