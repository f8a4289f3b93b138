/// A row's value as the audit last walked it, compared by its bits to tell whether the row's
/// value changed since: the value's bytes, and its type.
///
/// Equal bits mean the same value: the same type, and the same references (a box is never
/// mutated in place by the graph). The value is kept, not only its bits: the objects it holds
/// stay alive until the next audit, so that no new object can take their addresses and pass for
/// them. Different bits may still be an equal value (padding bytes): the row is then walked
/// again, which costs time but misses nothing.
///
/// `package` for its tests (`AuditScopeTests`).
package struct ViewBits: Equatable {
  /// The value, as `Any`: a word smaller than `any View`, with no witness table to keep.
  private let view: Any

  /// Keeps `view`, to compare its bits with another value's.
  package init(_ view: any View) {
    self.view = view
  }

  /// Whether the two values have the same type and the same bytes.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.holdsWhatWasWalked(in: rhs, EnvironmentBoxes(boxes: []))
  }

  /// The identity of the value's type.
  var typeID: ObjectIdentifier {
    ObjectIdentifier(Swift.type(of: view))
  }

  /// The value's type.
  package var type: Any.Type {
    Swift.type(of: view)
  }

  /// Whether this value, a row's new one, holds nothing that the walk of `recorded`, the value
  /// it replaces, did not find: both have the same type and the same bytes, apart from the box
  /// of each `@Environment` field of the type (listed by `boxes`), which is the same box, or a
  /// box of this value not filled yet.
  ///
  /// A box not filled yet holds nothing to walk: the view was not installed since its value was
  /// made (not evaluated, nor audited), so what it reads from the environment is not in it. Its
  /// other bytes are those of `recorded`: the same references, which `recorded` keeps alive.
  ///
  /// - Complexity: O(n), where n is the size of the value.
  package func holdsWhatWasWalked(in recorded: ViewBits, _ boxes: EnvironmentBoxes) -> Bool {
    guard typeID == recorded.typeID else { return false }
    // Both values are opened; of one type, their bytes are as many.
    func compare<Value>(_ value: Value) -> Bool {
      func compare<Old>(with old: Old) -> Bool {
        withUnsafeBytes(of: value) { new in
          withUnsafeBytes(of: old) { boxes.haveSameBytesApartFromNewBoxes(new, $0) }
        }
      }
      return _openExistential(recorded.view, do: compare(with:))
    }
    return _openExistential(view, do: compare)
  }
}
