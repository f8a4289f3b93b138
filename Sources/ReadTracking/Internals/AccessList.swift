import CReadTrackingSupport
import Synchronization

/// The properties read on one thread while one tracking scope was open.
///
/// An access list is owned by the frame that opened the scope and published, unretained, in the
/// calling thread's C thread-local, so only that thread touches it. Entries are unique by the
/// identity of the registrar and of the key path object; a key path that compares equal but is a
/// different object is merged by the registrar when the scope is installed.
final class AccessList {
  /// One property read: which registrar, which key path, and the registrar's write generation
  /// seen at the first read.
  struct Entry {
    let context: RegistrarContext
    let keyPath: AnyKeyPath
    let subjectID: ObjectIdentifier
    let subjectType: any AnyObject.Type
    var generation: UInt64
  }

  /// Identity of an entry, for the index used once the list is long.
  struct Key: Hashable {
    let context: ObjectIdentifier
    let keyPath: ObjectIdentifier
  }

  /// The list that was current when this one was opened; it outlives this one.
  unowned(unsafe) let parent: AccessList?
  var reads = Reads()

  init(parent: AccessList?) {
    self.parent = parent
  }

  /// What was read, in order, without duplicates by identity.
  var entries: [Entry] { reads.entries }

  /// Records a read unless the same registrar and key path object were already recorded.
  ///
  /// - Complexity: O(1) for a repeated read; otherwise O(*n*) up to 16 entries, then O(1).
  func record(
    context: RegistrarContext, keyPath: AnyKeyPath, subjectID: ObjectIdentifier,
    subjectType: any AnyObject.Type
  ) {
    reads.record(
      context: context, keyPath: keyPath, subjectID: subjectID, subjectType: subjectType)
  }

  /// Accounts for a write made by this thread while the scope is open, so that the scope does not
  /// treat its own writes as a change that raced its installation.
  ///
  /// An entry is advanced only when no other thread wrote in between (its recorded generation is
  /// exactly the one this write replaced); otherwise the foreign write still fires the scope.
  func noteOwnWrite(to context: RegistrarContext, replacing previous: UInt64) {
    var list: AccessList? = self
    while let current = list {
      current.reads.noteOwnWrite(to: context, replacing: previous)
      list = current.parent
    }
  }

  /// Adds the entries of a nested scope that just closed (nested scopes merge into the outer one).
  func merge(_ nested: AccessList) {
    reads.merge(nested.reads.entries)
  }

  /// A list made current by ``open()``, with the list it replaced.
  struct OpenScope {
    let list: AccessList
    let previous: UnsafeMutableRawPointer?
  }

  /// Makes a fresh access list current on this thread; ``close(_:)`` must follow on this thread.
  static func open() -> OpenScope {
    let previous = readtracking_current()
    let parent = previous.map { Unmanaged<AccessList>.fromOpaque($0).takeUnretainedValue() }
    let list = AccessList(parent: parent)
    readtracking_set_current(Unmanaged.passUnretained(list).toOpaque())
    return OpenScope(list: list, previous: previous)
  }

  /// Restores the list that `scope` replaced and merges `scope`'s list into it.
  ///
  /// - Returns: The list of what was read while `scope` was open.
  static func close(_ scope: OpenScope) -> AccessList {
    precondition(
      readtracking_current() == Unmanaged.passUnretained(scope.list).toOpaque(),
      "ReadTracking: a tracking scope was closed on another thread than the one that opened it")
    readtracking_set_current(scope.previous)
    if let parent = scope.list.parent, !scope.list.entries.isEmpty {
      parent.merge(scope.list)
    }
    return scope.list
  }

  /// Runs `body` with a fresh access list current on this thread, then restores the previous one
  /// and merges the new list into it.
  ///
  /// - Returns: The result of `body` and the list of what it read (empty if it read nothing).
  static func collect<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> (Result, AccessList) {
    let scope = open()
    defer { _ = close(scope) }
    let result = try body()
    return (result, scope.list)
  }
}
