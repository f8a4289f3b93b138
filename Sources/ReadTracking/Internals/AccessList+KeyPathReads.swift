import CReadTrackingSupport

extension AccessList {
  /// What reading `keyPath` on `root` reads, recorded apart from any scope open on this thread:
  /// nothing is merged into it.
  static func reads<Root>(of root: Root, _ keyPath: PartialKeyPath<Root>) -> Reads {
    withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) { buffer in
      let list = buffer.baseAddress!
      let previous = readtracking_current()
      list.initialize(to: AccessList(parent: nil))
      readtracking_set_current(UnsafeMutableRawPointer(list))
      _ = root[keyPath: keyPath]
      readtracking_set_current(previous)
      return list.move().reads
    }
  }
}
