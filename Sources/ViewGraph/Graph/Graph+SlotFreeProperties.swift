extension Graph {
  /// The slots of a view whose `count` dynamic properties all keep nothing in a slot.
  ///
  /// ``unusedSlot`` repeated `count` times, in an array shared by every such view.
  ///
  /// Such a node then allocates neither slots nor an array of them, and installs its properties
  /// like any other node.
  func unusedSlots(count: Int) -> [DynamicPropertySlot] {
    if let slots = unusedSlotArrays[count] { return slots }
    let slots = Array(repeating: unusedSlot, count: count)
    unusedSlotArrays[count] = slots
    return slots
  }
}
