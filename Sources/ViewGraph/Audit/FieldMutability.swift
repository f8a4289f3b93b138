/// Whether each stored property of a class is a `var` or a `let`, read from the field records the
/// compiler emits for the type (the same records `Mirror` reads names from).
///
/// `Mirror` gives names and values, not mutability; the field records keep a flag for `var`. They
/// are read through the class's metadata: its nominal type descriptor, then the descriptor's
/// field descriptor. Anything unexpected (another metadata layout, a foreign class) gives an
/// empty answer, and the checks that use it then report nothing.
enum FieldMutability {
  /// The names of the stored `var` properties declared by `type` itself (not its superclasses),
  /// as `Mirror` labels them; `nil` when the metadata cannot be read.
  static func storedVariables(of type: AnyClass) -> Set<String>? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Class metadata on platforms without Objective-C interoperability: kind, superclass, flags,
    // instance address point, size, alignment mask, reserved, class size, class address point,
    // then the nominal type descriptor at 40 bytes.
    #if !canImport(ObjectiveC) && (arch(x86_64) || arch(arm64))
      guard
        let descriptor = metadata.load(fromByteOffset: 40, as: UnsafeRawPointer?.self),
        let fields = relativeTarget(descriptor + 16)
      else { return nil }
      let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
      let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
      guard recordSize >= 12, count < 10_000 else { return nil }
      var names: Set<String> = []
      for index in 0..<count {
        let record = fields + 16 + index * recordSize
        let isVar = record.load(as: UInt32.self) & 0x2 != 0
        guard isVar, let name = relativeTarget(record + 8) else { continue }
        names.insert(String(cString: name.assumingMemoryBound(to: CChar.self)))
      }
      return names
    #else
      return nil
    #endif
  }

  /// The address a 32-bit relative pointer at `pointer` points to, or `nil` for a null one.
  private static func relativeTarget(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = pointer.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : pointer + Int(offset)
  }
}
