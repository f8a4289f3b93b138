import CReadTrackingSupport
import Synchronization

extension AccessList {
  /// The recorded reads, without duplicates by identity.
  struct Reads {
    var entries: [Entry] = []
    var index: Set<Key>?

    /// The number of entries past which lookups use a hash set instead of a scan.
    static let scanLimit = 16

    mutating func record(
      context: RegistrarContext, keyPath: AnyKeyPath, subjectID: ObjectIdentifier,
      subjectType: any AnyObject.Type
    ) {
      let key = Key(context: ObjectIdentifier(context), keyPath: ObjectIdentifier(keyPath))
      readtracking_set_last(
        Unmanaged.passUnretained(context).toOpaque(), Unmanaged.passUnretained(keyPath).toOpaque())
      if index != nil {
        guard index!.insert(key).inserted else { return }
      } else {
        for position in entries.indices
        where entries[position].context === context && entries[position].keyPath === keyPath {
          return
        }
        if entries.count == Self.scanLimit {
          var index = Set<Key>(minimumCapacity: Self.scanLimit * 2)
          for position in entries.indices {
            index.insert(
              Key(
                context: ObjectIdentifier(entries[position].context),
                keyPath: ObjectIdentifier(entries[position].keyPath)))
          }
          index.insert(key)
          self.index = index
        }
      }
      entries.append(
        Entry(
          context: context, keyPath: keyPath, subjectID: subjectID, subjectType: subjectType,
          generation: context.generation.load(ordering: .sequentiallyConsistent)))
    }

    mutating func noteOwnWrite(to context: RegistrarContext, replacing previous: UInt64) {
      for position in entries.indices
      where entries[position].context === context && entries[position].generation == previous {
        entries[position].generation = previous &+ 1
      }
    }

    mutating func merge(_ nested: [Entry]) {
      for entry in nested {
        if let position = entries.firstIndex(where: {
          $0.context === entry.context && $0.keyPath === entry.keyPath
        }) {
          entries[position].generation = min(entries[position].generation, entry.generation)
        } else {
          entries.append(entry)
          index?.insert(
            Key(context: ObjectIdentifier(entry.context), keyPath: ObjectIdentifier(entry.keyPath)))
        }
      }
    }
  }
}
