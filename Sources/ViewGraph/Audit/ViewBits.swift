/// The bits of a view value as a node holds it, compared to tell whether a row's value changed
/// since the audit last walked it: the value's own bytes when it fits in three words, else the
/// reference to the box the existential keeps it in; and its type.
///
/// Equal bits mean the same value: the same type, and the same references (a box is never
/// mutated in place by the graph). Different bits may still be an equal value (a new box, or
/// padding bytes): the row is then walked again, which costs time but misses nothing.
struct ViewBits: Equatable {
  private let first: UInt
  private let second: UInt
  private let third: UInt
  private let type: ObjectIdentifier

  /// The bits of `view`.
  init(_ view: any View) {
    func inlineWords<Value: View>(_ value: Value) -> (UInt, UInt, UInt)? {
      guard MemoryLayout<Value>.size <= 3 * MemoryLayout<UInt>.stride else { return nil }
      var words: (UInt, UInt, UInt) = (0, 0, 0)
      withUnsafeMutableBytes(of: &words) { target in
        withUnsafeBytes(of: value) { target.copyMemory(from: $0) }
      }
      return words
    }
    // A larger value is boxed: the container's first word is the box. `as any View` keeps the
    // existential closed, so these are the container's bytes.
    let words =
      inlineWords(view)
      ?? withUnsafeBytes(of: view as any View) { ($0.load(as: UInt.self), 0, 0) }
    (first, second, third) = words
    type = ObjectIdentifier(Swift.type(of: view))
  }
}
