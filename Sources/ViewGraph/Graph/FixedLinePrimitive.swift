/// A primitive whose line is the same for every value, such as `HStack`: the graph shows and
/// compares it without reading the value, which for a container holds all its content.
nonisolated protocol FixedLinePrimitive: PrimitiveView {
  /// The line every value of the type shows.
  static var fixedLine: String { get }
}

extension FixedLinePrimitive {
  var renderLine: String? { Self.fixedLine }

  static var lineStart: String? { fixedLine }

  static func hasSameRenderLine(at old: UnsafeRawPointer, and new: UnsafeRawPointer) -> Bool {
    true
  }
}
