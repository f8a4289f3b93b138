/// The views of a builder block, in order.
///
/// Each child's structural identity is its position in the block. Built by ``ViewBuilder``;
/// not `Sendable` (it holds views).
nonisolated public struct TupleView<each Content: View>: View {
  /// The type of the body: a tuple view is expanded by the graph.
  public typealias Body = Never

  /// The views, stored inline: no array, and no box per view (a view is boxed only when the
  /// graph takes it as `any View`, which it does once per expansion anyway).
  let value: (repeat each Content)

  /// Creates a tuple view from the views of a block.
  ///
  /// - Parameter content: The views, in order.
  public init(_ content: repeat each Content) {
    value = (repeat each content)
  }

  /// Calls `body` with each view, in order.
  func forEachChild(_ body: (any View) -> Void) {
    for child in repeat each value { body(child) }
  }
}

extension TupleView: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    var index = 0
    forEachChild { child in
      list.append(child, position: ViewList.position(position, String(index)), ids: ids)
      index += 1
    }
  }

  /// Appends the views of the tuple view at `address`, each copied from where it lies: the
  /// tuple view itself is not copied (a copy, and its destruction, each ask the runtime for the
  /// tuple's type metadata).
  static func appendElements(
    at address: UnsafeRawPointer, to list: inout ViewList, position: String, ids: ExplicitIDs
  ) {
    var index = 0
    forEachChild(at: address) { child in
      list.append(child, position: ViewList.position(position, String(index)), ids: ids)
      index += 1
    }
  }

  /// Calls `body` with each view of the tuple view at `address`, in order, read in place.
  ///
  /// The tuple is the type's only stored property, at offset 0, and is laid out as a struct of
  /// its elements is (the Swift ABI's `docs/ABI/TypeLayout.rst`): each element follows the one
  /// before at the next multiple of its alignment. `package` for the test that compares it with
  /// ``forEachChild(_:)`` over views of mixed sizes and alignments.
  package static func forEachChild(at address: UnsafeRawPointer, _ body: (any View) -> Void) {
    var offset = 0
    for type in repeat (each Content).self {
      body(child(of: type, at: address, offset: &offset))
    }
  }

  /// The view of type `Child` at the first multiple of its alignment from `offset` past
  /// `address`; `offset` is moved past it.
  private static func child<Child: View>(
    of type: Child.Type, at address: UnsafeRawPointer, offset: inout Int
  ) -> any View {
    let alignmentMask = MemoryLayout<Child>.alignment - 1
    offset = (offset + alignmentMask) & ~alignmentMask
    defer { offset += MemoryLayout<Child>.size }
    return (address + offset).assumingMemoryBound(to: Child.self).pointee
  }
}
