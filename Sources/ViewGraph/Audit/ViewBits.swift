/// A row's value as the audit last walked it, compared by its bits to tell whether the row's
/// value changed since: the value's own bytes when it fits in three words, else the reference
/// to the box the existential keeps it in; and its type.
///
/// Equal bits mean the same value: the same type, and the same references (a box is never
/// mutated in place by the graph). The value is kept, not only its bits: the box and the
/// objects it holds stay alive until the next audit, so that no new box or object can take their
/// addresses and pass for them. Different bits may still be an equal value (a new box, or
/// padding bytes): the row is then walked again, which costs time but misses nothing.
///
/// `package` for its tests (`AuditScopeTests`).
package struct ViewBits: Equatable {
  private let view: any View

  /// Keeps `view`, to compare its bits with another value's.
  package init(_ view: any View) {
    self.view = view
  }

  /// Whether the two values have the same type and the same bits.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.words == rhs.words
  }

  private var type: ObjectIdentifier {
    ObjectIdentifier(Swift.type(of: view))
  }

  /// The value's bytes when it fits in three words, else the container's first word: the box.
  private var words: (UInt, UInt, UInt) {
    func inlineWords<Value: View>(_ value: Value) -> (UInt, UInt, UInt)? {
      guard MemoryLayout<Value>.size <= 3 * MemoryLayout<UInt>.stride else { return nil }
      var words: (UInt, UInt, UInt) = (0, 0, 0)
      withUnsafeMutableBytes(of: &words) { target in
        withUnsafeBytes(of: value) { target.copyMemory(from: $0) }
      }
      return words
    }
    // `as any View` keeps the existential closed, so these are the container's bytes.
    return inlineWords(view)
      ?? withUnsafeBytes(of: view as any View) { ($0.load(as: UInt.self), 0, 0) }
  }
}
