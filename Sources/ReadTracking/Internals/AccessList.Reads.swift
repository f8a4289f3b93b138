import CReadTrackingSupport
import Synchronization

extension AccessList {
  /// The recorded reads, without duplicates by identity.
  ///
  /// The first read is stored inline, so a scope that reads one property allocates nothing
  /// here; later reads go to an array, and past ``scanLimit`` entries lookups use a hash set.
  struct Reads: Sequence {
    /// The first read, or `nil` when nothing was read.
    private(set) var first: Entry?
    /// The reads after the first, in order.
    private(set) var rest: [Entry] = []
    private var index: Set<Key>?
    /// The number of reads, kept beside them: testing `first` for `nil` copies the entry
    /// (retaining and releasing its registrar, two atomic operations).
    private(set) var count = 0

    /// The number of entries past which lookups use a hash set instead of a scan.
    static let scanLimit = 16

    /// Whether nothing was read.
    var isEmpty: Bool { count == 0 }

    func makeIterator() -> Iterator {
      Iterator(first: first, rest: rest.makeIterator())
    }

    /// The entries in order: the first, then the rest.
    struct Iterator: IteratorProtocol {
      var first: Entry?
      var rest: IndexingIterator<[Entry]>

      mutating func next() -> Entry? {
        if let entry = first {
          first = nil
          return entry
        }
        return rest.next()
      }
    }

    mutating func record(
      context: RegistrarContext, property: PropertyKey, subjectID: ObjectIdentifier,
      subjectType: any AnyObject.Type
    ) {
      let tag = property.tag
      readtracking_set_last(
        Unmanaged.passUnretained(context).toOpaque(), UnsafeRawPointer(bitPattern: tag)!)
      if index != nil {
        guard index!.insert(Key(context: context, property: tag)).inserted else { return }
      } else {
        if contains(context, tag: tag) { return }
        // At least, not exactly: a merge appends without building the index.
        if rest.count + 1 >= Self.scanLimit {
          var index = Set<Key>(minimumCapacity: Self.scanLimit * 2)
          for entry in self {
            index.insert(Key(context: entry.context, property: entry.tag))
          }
          index.insert(Key(context: context, property: tag))
          self.index = index
        }
      }
      append(
        Entry(
          context: context, property: property, tag: tag, subjectID: subjectID,
          subjectType: subjectType,
          generation: context.generation.load(ordering: .sequentiallyConsistent)))
    }

    /// Whether `tag` of `context` is recorded, by a scan (the lists it is used on are short).
    private func contains(_ context: RegistrarContext, tag: UInt) -> Bool {
      if first?.isRead(of: context, tag: tag) ?? false { return true }
      return rest.withUnsafeBufferPointer { rest in
        rest.contains { $0.isRead(of: context, tag: tag) }
      }
    }

    /// Whether `predicate` holds for every entry, in order (the first, then the rest), each
    /// read where it is stored.
    ///
    /// Mutating only to reach the entries in place: an entry copied out would be retained and
    /// released (its registrar, two atomic operations).
    mutating func everyEntry(_ predicate: (inout Entry) -> Bool) -> Bool {
      guard count != 0 else { return true }
      guard predicate(&first!) else { return false }
      // Not reached for one entry: `rest` is then the shared empty array, which a mutable access
      // would copy first.
      guard count > 1 else { return true }
      for index in rest.indices where !predicate(&rest[index]) { return false }
      return true
    }

    /// Moves the first read, which exists, into `buffer`, whose one element is uninitialized.
    ///
    /// - Returns: The address of the read.
    mutating func moveFirst(
      to buffer: UnsafeMutableBufferPointer<Entry>
    ) -> UnsafeMutablePointer<Entry> {
      let read = buffer.baseAddress!
      switch first.take() {
      case .some(let entry): read.initialize(to: entry)
      case .none: preconditionFailure("ReadTracking: no read to move")
      }
      count -= 1
      return read
    }

    /// Ends the one read of a list that holds at most one, and leaves the list empty, holding
    /// nothing to release: it need not be deinitialized.
    ///
    /// A list with one read or none holds nothing but its first entry: `rest` is still the
    /// empty array it was made with (storage is reserved for the second read), the runtime's
    /// shared empty storage, which reference counting leaves alone, and the index is `nil` (it
    /// is made past ``scanLimit`` reads).
    mutating func endFirstOfOne() {
      first = nil
      count = 0
    }

    /// Moves the first read out.
    mutating func takeFirst() -> Entry? {
      if !isEmpty { count -= 1 }
      return first.take()
    }

    /// Moves the reads after the first out.
    mutating func takeRest() -> [Entry] {
      var taken: [Entry] = []
      swap(&taken, &rest)
      count -= taken.count
      return taken
    }

    @inline(__always)
    private mutating func append(_ entry: Entry) {
      count += 1
      // Not `isEmpty`: testing `first` itself tells the optimizer that there is no old entry to
      // destroy.
      if first == nil {
        first = entry
        return
      }
      if rest.isEmpty {
        // A scope that reads two properties usually reads more (a body reads several): one
        // allocation instead of a growth at 1, 2, 4 and 8 entries.
        rest.reserveCapacity(Self.initialCapacity)
      }
      rest.append(entry)
    }

    /// The capacity reserved for the reads after the first.
    private static let initialCapacity = 16

    mutating func noteOwnWrite(to context: RegistrarContext, replacing previous: UInt64) {
      if first?.context === context, first?.generation == previous {
        first?.generation = previous &+ 1
      }
      for position in rest.indices
      where rest[position].context === context && rest[position].generation == previous {
        rest[position].generation = previous &+ 1
      }
    }

    mutating func merge(_ nested: Reads) {
      for entry in nested {
        if let first, first.isRead(of: entry.context, tag: entry.tag) {
          self.first?.generation = Swift.min(first.generation, entry.generation)
        } else if let position = rest.firstIndex(where: {
          $0.isRead(of: entry.context, tag: entry.tag)
        }) {
          rest[position].generation = Swift.min(rest[position].generation, entry.generation)
        } else {
          append(entry)
          index?.insert(Key(context: entry.context, property: entry.tag))
        }
      }
    }
  }
}
