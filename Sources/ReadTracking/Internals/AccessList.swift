import CReadTrackingSupport
import Synchronization

/// The properties read on one thread while one tracking scope was open.
///
/// An access list lives on the stack of the frame that opened the scope (tracked work is
/// synchronous, so it never spans a suspension) and its address is published in the calling
/// thread's C thread-local, so only that thread touches it, through a pointer (no allocation of
/// its own, no exclusivity check). Entries are unique by the identity of the registrar and of the
/// property (``PropertyKey/tag``); a key path that compares equal but is a different object is
/// merged by the registrar when the scope is installed.
@usableFromInline
struct AccessList {
  /// One property read: which registrar, which property, and the registrar's write generation
  /// seen at the first read.
  struct Entry {
    let context: RegistrarContext
    /// Variable only for ``handOverContext(of:)``.
    private(set) var property: PropertyKey
    /// `property.tag`, computed once: the lists compare entries by it without touching the
    /// property itself.
    let tag: UInt
    let subjectID: ObjectIdentifier
    let subjectType: any AnyObject.Type
    var generation: UInt64

    /// Ends the entry at `entry` except for its reference to `context`, which the caller takes
    /// over: the memory is left as it is, holding nothing else to release.
    ///
    /// Every other stored property is trivial except `property`, which is cleared here (a
    /// property added to `Entry` that holds a reference must be cleared here too).
    static func handOverContext(of entry: UnsafeMutablePointer<Entry>) {
      entry.pointee.property = .storage(offset: 0)
    }

    /// Whether this entry records `tag` of `context`.
    @inline(__always)
    func isRead(of context: RegistrarContext, tag: UInt) -> Bool {
      self.tag == tag && self.context === context
    }
  }

  /// Identity of an entry, for the index used once the list is long.
  struct Key: Hashable {
    let context: ObjectIdentifier
    let property: UInt

    init(context: RegistrarContext, property: UInt) {
      self.context = ObjectIdentifier(context)
      self.property = property
    }
  }

  /// The list that was current when this one was opened; it outlives this one.
  let parent: UnsafeMutablePointer<AccessList>?
  var reads = Reads()

  /// The list at `address` (a value published in the thread-local).
  static func at(_ address: UnsafeMutableRawPointer) -> UnsafeMutablePointer<AccessList> {
    address.assumingMemoryBound(to: AccessList.self)
  }

  /// Accounts for a write made by this thread while scopes are open, so that they do not treat
  /// their own writes as a change that raced their installation.
  ///
  /// An entry is advanced only when no other thread wrote in between (its recorded generation is
  /// exactly the one this write replaced); otherwise the foreign write still fires the scope.
  static func noteOwnWrite(
    from list: UnsafeMutablePointer<AccessList>, to context: RegistrarContext,
    replacing previous: UInt64
  ) {
    var current: UnsafeMutablePointer<AccessList>? = list
    while let open = current {
      open.pointee.reads.noteOwnWrite(to: context, replacing: previous)
      current = open.pointee.parent
    }
  }

  /// Makes `list` (initialized here) the current list of this thread.
  ///
  /// - Returns: The address that was current before, to give back to ``close(_:previous:)``.
  @usableFromInline
  static func open(_ list: UnsafeMutablePointer<AccessList>) -> UnsafeMutableRawPointer? {
    let previous = readtracking_current()
    list.initialize(to: AccessList(parent: previous.map(at)))
    readtracking_set_current(UnsafeMutableRawPointer(list))
    return previous
  }

  /// Restores `previous`, merges `list` into its parent (nested scopes merge into the outer
  /// one) and deinitializes `list`.
  ///
  /// - Returns: What was read while `list` was current.
  static func close(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?
  ) -> Reads {
    detach(list, previous: previous)
    return list.move().reads
  }

  /// Closes `list` as ``close(_:previous:)`` does, but leaves it initialized, its reads in
  /// place: the caller deinitializes it, or ends its one entry.
  private static func detach(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?
  ) {
    precondition(
      readtracking_current() == UnsafeMutableRawPointer(list),
      "ReadTracking: a tracking scope was closed on another thread than the one that opened it")
    readtracking_set_current(previous)
    if let parent = previous.map(at), !list.pointee.reads.isEmpty {
      parent.pointee.reads.merge(list.pointee.reads)
    }
  }

  /// Closes `list` and installs a toolchain-style scope (`willSet`, no event, no token) for
  /// what it read; `onChange` is evaluated only if something was read.
  @usableFromInline
  static func closeAndInstall(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    onChange: () -> @Sendable () -> Void
  ) {
    ObservationScope.installUnreferenced(
      close(list, previous: previous), options: .willSet, handler: .plain(onChange()))
  }

  /// Closes `list` and installs a scope with `options` for what it read.
  ///
  /// - Returns: The scope's token (the shared inactive one if nothing was read).
  @usableFromInline
  static func closeAndInstall(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    options: ObservationTracking.Options,
    onChange: @escaping @Sendable (ObservationTracking.Event) -> Void
  ) -> ObservationScope {
    ObservationScope.install(
      close(list, previous: previous), options: options, handler: .event(onChange), isToken: true)
      ?? .empty
  }

  /// Closes `list` and makes `current` a scope with `options` for what it read.
  ///
  /// `current` is kept when it can stand for that scope (see
  /// ``ObservationScope/canStand(for:options:)``); otherwise a new one is installed, then
  /// `current` is cancelled and the new one (or `nil`, when nothing was read) takes its place.
  /// `handler` is evaluated only when a new scope is installed.
  @usableFromInline
  static func closeAndReplace(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    options: ObservationTracking.Options, current: inout ObservationScope?,
    onChange: () -> @Sendable (ObservationTracking.Event) -> Void
  ) {
    closeAndReplace(
      list, previous: previous, options: options, current: &current,
      handler: { .event(onChange()) })
  }

  /// ``closeAndReplace(_:previous:options:current:onChange:)`` whose new scope's handler is
  /// `dispatcher`, told `id`.
  @usableFromInline
  static func closeAndReplace(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    options: ObservationTracking.Options, current: inout ObservationScope?,
    dispatcher: () -> ObservationDispatcher, id: Int
  ) {
    closeAndReplace(
      list, previous: previous, options: options, current: &current,
      handler: { .dispatched(dispatcher(), id: id) })
  }

  /// Closes `list` and makes `current` a scope with `options` for what it read, whose handler,
  /// if a new one is installed, `handler` makes.
  ///
  /// The reads are looked at where they are, in `list`: when nothing was read, or when `current`
  /// is kept for one read, the list is not moved out and destroyed as a whole (the value
  /// witness of `Reads`, about 60 instructions) but only its one entry, if any, is ended (see
  /// ``Reads/endFirstOfOne()``).
  @inline(__always)
  private static func closeAndReplace(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?,
    options: ObservationTracking.Options, current: inout ObservationScope?,
    handler: () -> ObservationScope.Handler
  ) {
    detach(list, previous: previous)
    let count = list.pointee.reads.count
    if count == 0 {
      // Work that read nothing after work that read nothing: no reference counting at all.
      // The list holds nothing to release (see `Reads.endFirstOfOne()`): it is left as it is.
      guard let scope = current else { return }
      scope.cancel()
      current = nil
      return
    }
    if current?.canStand(for: &list.pointee.reads, options: options) == true {
      if count == 1 {
        list.pointee.reads.endFirstOfOne()
      } else {
        list.deinitialize(count: 1)
      }
      return
    }
    let replacement = ObservationScope.install(
      list.move().reads, options: options, handler: handler(), isToken: true)
    current?.cancel()
    current = replacement
  }

  /// Closes `list` without installing anything (the tracked work threw).
  @usableFromInline
  static func closeAndDiscard(
    _ list: UnsafeMutablePointer<AccessList>, previous: UnsafeMutableRawPointer?
  ) {
    _ = close(list, previous: previous)
  }

  /// Runs `body` with a fresh access list current on this thread, then restores the previous one
  /// and merges the new list into it.
  ///
  /// - Returns: The result of `body` and what it read (empty if it read nothing).
  static func collect<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> (Result, Reads) {
    try withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) {
      (buffer) throws(Failure) -> (Result, Reads) in
      let list = buffer.baseAddress!
      let previous = open(list)
      let result: Swift.Result<Result, Failure>
      do throws(Failure) {
        result = .success(try body())
      } catch {
        result = .failure(error)
      }
      let reads = close(list, previous: previous)
      return (try result.get(), reads)
    }
  }
}
