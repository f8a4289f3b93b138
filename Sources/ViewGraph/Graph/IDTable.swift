/// Objects found by their integer id: the graph's mounted nodes that can be invalidated
/// (``Graph/trackedNodes``).
///
/// An open-addressing table of the objects themselves (each knows its id), probed linearly from
/// a multiplicative hash of the id. A `[Int: Node]` dictionary hashed each id with SipHash: its
/// insert cost about 400 instructions per custom view mounted; here it is a multiply, a shift and
/// a store or two. A removal shifts the entries after it back, so no tombstone is left.
///
/// The order of ``values`` is that of the buckets: it depends on the ids only (a dictionary's
/// depended on a seed that changes from run to run), and nothing that reads it depends on it.
package struct IDTable<Element: IDTableElement> {
  /// A power of two of buckets (none before the first insert), at most three quarters full.
  private var buckets: [Element?] = []
  /// How many buckets hold an object.
  package private(set) var count = 0
  /// 64 minus the base-2 logarithm of the number of buckets: the hash's top bits index them.
  private var shift = 64

  /// An empty table.
  package init() {}

  /// The object with id `id`, or `nil`; setting an object stores it under its own id (which
  /// must be `id`), setting `nil` removes the object with id `id`, if any.
  package subscript(id: Int) -> Element? {
    get {
      guard let index = index(of: id) else { return nil }
      return buckets[index]
    }
    set {
      if let newValue {
        precondition(newValue.tableID == id, "an object is stored under its own id")
        insert(newValue)
      } else if let index = index(of: id) {
        removeEntry(at: index)
      }
    }
  }

  /// The objects, in the order of their buckets.
  package var values: some Sequence<Element> {
    buckets.lazy.compactMap { $0 }
  }

  /// The bucket where the probe for `id` starts: the top bits of a Fibonacci hash, which spreads
  /// consecutive ids (as a mount makes them) over the table.
  @inline(__always)
  private func home(of id: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The bucket that holds the object with id `id`, or `nil`.
  private func index(of id: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = buckets.count - 1
    var index = home(of: id)
    while let element = buckets[index] {
      if element.tableID == id { return index }
      index = (index + 1) & mask
    }
    return nil
  }

  /// How many buckets there are: a power of two, or none before the first insert.
  package var bucketCount: Int { buckets.count }

  /// Makes room for `minimumCount` objects in all, so that inserting up to that many grows the
  /// buckets at most once, now, rather than doubling them again and again (moving every object
  /// each time) as a mount of many rows inserts them.
  ///
  /// The buckets are the ones the inserts would have grown to: as many as the smallest power of
  /// two (at least eight) that is no more than three quarters full with `minimumCount` objects.
  /// Reserving for no more objects than are then inserted takes no more memory.
  package mutating func reserveCapacity(_ minimumCount: Int) {
    guard minimumCount * 4 > buckets.count * 3 else { return }
    var capacity = max(8, buckets.count)
    while minimumCount * 4 > capacity * 3 { capacity *= 2 }
    rehash(into: capacity)
  }

  private mutating func insert(_ element: consuming Element) {
    if (count + 1) * 4 > buckets.count * 3 { rehash(into: max(8, buckets.count * 2)) }
    let id = element.tableID
    let index = bucket(for: id)
    if buckets[index] == nil { count += 1 }
    buckets[index] = element
  }

  /// The bucket that holds the object with id `id`, or the empty one where it goes.
  @inline(__always)
  private func bucket(for id: Int) -> Int {
    let mask = buckets.count - 1
    var index = home(of: id)
    while let existing = buckets[index], existing.tableID != id { index = (index + 1) & mask }
    return index
  }

  /// Makes `capacity` buckets, a power of two larger than the current count, and moves every
  /// object to its new bucket.
  ///
  /// The objects are moved, not copied: a copy retained each one, and releasing the old buckets
  /// released it again.
  private mutating func rehash(into capacity: Int) {
    var old: [Element?] = []
    swap(&old, &buckets)
    buckets = Array(repeating: nil, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    old.withUnsafeMutableBufferPointer { old in
      for index in old.indices {
        guard let element = old[index].take() else { continue }
        buckets[bucket(for: element.tableID)] = consume element
      }
    }
  }

  /// Empties the bucket at `index`, then moves back each object of the run after it that its
  /// probe would no longer reach: every object stays reachable from its home bucket.
  private mutating func removeEntry(at index: Int) {
    let mask = buckets.count - 1
    var hole = index
    var next = (index + 1) & mask
    while let element = buckets[next] {
      // The object may fill the hole when its home is not in the cyclic range (hole, next].
      let distanceFromHome = (next - home(of: element.tableID)) & mask
      if distanceFromHome >= (next - hole) & mask {
        buckets[hole] = element
        hole = next
      }
      next = (next + 1) & mask
    }
    buckets[hole] = nil
    count -= 1
  }
}

extension ViewHost {
  /// For the tests: how many nodes the graph tracks (custom views, controls), and the buckets
  /// of the table that holds them.
  package var trackedNodeTable: (count: Int, buckets: Int) {
    (graph.trackedNodes.count, graph.trackedNodes.bucketCount)
  }
}
