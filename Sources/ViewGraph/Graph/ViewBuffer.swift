/// The value buffer of an `any View`: the first three of its five words, without the type
/// metadata and the `View` witness table, which a node's ``ViewTypeInfo`` holds for the node's
/// lifetime.
///
/// A node keeps its view this way, in 24 bytes rather than 40: its identity includes its type,
/// so every value it holds has its info's type (an update with a value of another type mounts
/// a new node). The buffer is raw words, owned by hand: it is made by moving a value in
/// (``init(taking:as:)``), must be given back with ``destroy(as:)`` exactly once (the node's
/// `deinit`), and is read by rebuilding the whole existential in a local on the stack.
///
/// Safety: the buffer holds what the runtime put in the existential it was moved out of, and the
/// runtime alone decides what that is (`docs/ABI/TypeLayout.rst`, "Existential Container
/// Layout"): the value itself when it fits in three words and is bitwise-takable, otherwise a
/// reference to a heap box holding it. Either way the three words may be moved to another
/// address as bits (an existential container is always bitwise-takable), and the rebuilt
/// existential, with the info's metadata and witness table (``ViewType``), is the one that was
/// moved in: it copies, moves and destroys its value (or its box) as the runtime does.
struct ViewBuffer {
  private var word0: UInt
  private var word1: UInt
  private var word2: UInt

  /// Moves `view`, whose dynamic type is `type`, into a new buffer.
  ///
  /// - Parameters:
  ///   - view: The value; its existential's type metadata must be the info's.
  ///   - type: The metadata and witness table of its type (its node's info's).
  @inline(__always)
  init(taking view: consuming any View, as type: ViewBuffer.ViewType) {
    (word0, word1, word2) = withUnsafeMutablePointer(to: &view) { container in
      let raw = UnsafeMutableRawPointer(container)
      precondition(
        raw.load(fromByteOffset: ViewBuffer.metadataOffset, as: UnsafeRawPointer.self)
          == type.metadata,
        "a node's view has its info's type")
      let words = (
        raw.load(as: UInt.self), raw.load(fromByteOffset: 8, as: UInt.self),
        raw.load(fromByteOffset: 16, as: UInt.self)
      )
      // The value now belongs to the buffer: the container is given a value that holds nothing
      // (it is not destroyed first, its value having been moved out as bits), which its end
      // of lifetime destroys instead.
      raw.initializeMemory(as: (any View).self, to: EmptyView())
      return words
    }
  }

  /// The type metadata and `View` witness table of an existential, the last two of its words:
  /// a node's info's (``ViewTypeInfo/viewType``), passed as words rather than as the info, which
  /// would be retained around each use.
  typealias ViewType = (metadata: UnsafeRawPointer, witnessTable: UnsafeRawPointer)

  /// The byte offset of the type metadata in an existential container, after its value buffer.
  static var metadataOffset: Int { 3 * MemoryLayout<UInt>.size }

  /// Calls `body` with the existential rebuilt on the stack from `words` and `type`.
  ///
  /// What `body` does to the container is its own affair: it reads the value, moves it out, or
  /// destroys it; a change it makes in place is not kept unless it reads the words back.
  ///
  /// The container is a local of five words, the layout of an `any View`, addressed as one: a
  /// temporary allocation (`withUnsafeTemporaryAllocation`) returned `body`'s result through an
  /// optional, moved again. Static, so that a closure given by a mutating method can write the
  /// buffer back.
  @inline(__always)
  private static func withContainer<Result>(
    _ words: (UInt, UInt, UInt), as type: ViewBuffer.ViewType,
    _ body: (UnsafeMutablePointer<any View>) -> Result
  ) -> Result {
    var container = (words.0, words.1, words.2, type.metadata, type.witnessTable)
    // Rebound, not assumed bound: the local's memory is bound to the tuple of words, and is
    // bound to an existential for `body` alone (same size and alignment; no code is emitted).
    return withUnsafeMutablePointer(to: &container) { words in
      words.withMemoryRebound(to: (any View).self, capacity: 1, body)
    }
  }

  /// Calls `body` with the value, borrowed (inline in the rebuilt container, or in its box).
  ///
  /// `body` must not replace or destroy the buffer's value (through its node) while it runs.
  @inline(__always)
  func withView<Result>(as type: ViewBuffer.ViewType, _ body: (borrowing any View) -> Result)
    -> Result
  {
    // Through an `inout` parameter: `body($0.pointee)` copied the value out of the container
    // (and destroyed the copy after the call).
    ViewBuffer.withContainer((word0, word1, word2), as: type) { container in
      func borrow(_ view: inout any View) -> Result { body(view) }
      return borrow(&container.pointee)
    }
  }

  /// Calls `body` with the value as an `inout` existential, in place: for the operations that
  /// read it where it lies and do not change it (what they change is kept all the same).
  ///
  /// The words are written back from the closure, and `Result` returned as it is: returned in a
  /// tuple with them, an `any View` result was copied twice.
  @inline(__always)
  mutating func withMutableView<Result>(
    as type: ViewBuffer.ViewType, _ body: (inout any View) -> Result
  ) -> Result {
    ViewBuffer.withContainer((word0, word1, word2), as: type) { container in
      defer {
        let raw = UnsafeRawPointer(container)
        precondition(
          raw.load(fromByteOffset: ViewBuffer.metadataOffset, as: UnsafeRawPointer.self)
            == type.metadata,
          "a node's view keeps the type of its info")
        word0 = raw.load(as: UInt.self)
        word1 = raw.load(fromByteOffset: 8, as: UInt.self)
        word2 = raw.load(fromByteOffset: 16, as: UInt.self)
      }
      return body(&container.pointee)
    }
  }

  /// A copy of the value (retaining its box, or each reference it holds).
  @inline(__always)
  func copy(as type: ViewBuffer.ViewType) -> any View {
    ViewBuffer.withContainer((word0, word1, word2), as: type) { $0.pointee }
  }

  /// Destroys the value and moves `view`, which has the same type, in its place.
  ///
  /// (Swapping the two in one rebuilt container, the old value then destroyed with `view`, cost
  /// about 20 instructions more per update.)
  @inline(__always)
  mutating func replace(with view: consuming any View, as type: ViewBuffer.ViewType) {
    destroy(as: type)
    self = ViewBuffer(taking: consume view, as: type)
  }

  /// Destroys the value (releasing its box, or each reference it holds): the buffer holds
  /// nothing after this, and must be given a value again or not be used.
  @inline(__always)
  func destroy(as type: ViewBuffer.ViewType) {
    ViewBuffer.withContainer((word0, word1, word2), as: type) {
      _ = $0.deinitialize(count: 1)
    }
  }
}
