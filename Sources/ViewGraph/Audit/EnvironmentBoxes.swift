/// The `@Environment` fields of a view type, each with the box it keeps what it read in: a new
/// box for each value of the view made, filled only when the view is installed.
///
/// The audit compares a row's new value with the one it last walked apart from those boxes (see
/// ``ViewBits/holdsWhatWasWalked(in:_:)``): each value a parent makes has boxes of its own, so
/// the bytes of a row made again with the same models always differ there.
///
/// `package` for its tests (`AuditEnvironmentRowsTests`).
package struct EnvironmentBoxes {
  /// One `@Environment` field: where it is in the view, and where its box is.
  struct Box {
    /// The offset of the field in the view.
    let fieldOffset: Int
    /// The offset of the field's box reference in the view.
    let boxOffset: Int
    /// The field's type.
    let type: any InstalledFromEnvironment.Type
  }

  /// The fields, by increasing offset.
  let boxes: [Box]

  /// Lists the boxes given.
  init(boxes: [Box]) {
    self.boxes = boxes
  }

  /// The `@Environment` fields of `type`, from its layout (see ``StoredLayout``); none when the
  /// type has no layout: its values are then compared byte for byte.
  package init(of type: Any.Type) {
    let fields = StoredLayout.fields(of: type) ?? []
    boxes = fields.compactMap { field in
      guard let wrapper = field.type as? any InstalledFromEnvironment.Type else { return nil }
      return Box(
        fieldOffset: field.offset, boxOffset: field.offset + wrapper.boxOffset, type: wrapper)
    }
    .sorted { $0.boxOffset < $1.boxOffset }
  }

  /// Whether `new` and `old`, the bytes of two values of the type, are the same apart from the
  /// boxes, each of which is the same in both or not filled yet in `new`.
  func haveSameBytesApartFromNewBoxes(_ new: UnsafeRawBufferPointer, _ old: UnsafeRawBufferPointer)
    -> Bool
  {
    guard new.count == old.count else { return false }
    let word = MemoryLayout<AnyObject>.size
    var start = 0
    for box in boxes {
      guard new[start..<box.boxOffset].elementsEqual(old[start..<box.boxOffset]) else {
        return false
      }
      let range = box.boxOffset..<box.boxOffset + word
      guard
        new[range].elementsEqual(old[range])
          || box.type.isNotFilled(at: new.baseAddress! + box.fieldOffset)
      else { return false }
      start = range.upperBound
    }
    return new[start...].elementsEqual(old[start...])
  }
}

/// A dynamic property that keeps what it reads from the node's environment in a box it makes
/// with the view's value, filled when the view is installed (``Environment``).
protocol InstalledFromEnvironment {
  /// The offset of the box reference in the property.
  static var boxOffset: Int { get }

  /// Whether the property at `address` was never installed: its box holds nothing.
  static func isNotFilled(at address: UnsafeRawPointer) -> Bool
}

extension Environment: InstalledFromEnvironment {
  static var boxOffset: Int {
    MemoryLayout<Self>.offset(of: \.box)!
  }

  static func isNotFilled(at address: UnsafeRawPointer) -> Bool {
    address.load(as: Self.self).box.value == nil
  }
}
