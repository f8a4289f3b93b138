/// Calls `body` with `view` as the type it is known to have, borrowed in place: no dynamic cast
/// and no copy.
///
/// A ``ViewTypeInfo`` is only ever used with values of its own type (the registry finds it by
/// the value's type, and a node's identity includes its type), so its operations need no
/// checked cast: reading the value where it lies in the existential (see
/// ``knownViewAddress(in:as:)``) costs a fraction of `as!`, and of a copy (a copy of a view
/// retains each reference it holds, and the existential's box if it has one, then releases them
/// all again).
///
/// It is inlined into each operation, where `Result` is a concrete type: the generic standard
/// library wrappers an opened existential went through (`withUnsafePointer`,
/// `withMemoryRebound`, unspecialized for a view type of another module) cost about 150
/// instructions a call.
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
///   - body: What to do with the value; it must not escape it.
/// - Returns: What `body` returned.
@inline(__always)
func withKnownView<Content, Result>(
  _ view: borrowing any View, as type: Content.Type, _ body: (borrowing Content) -> Result
) -> Result {
  withUnsafePointer(to: view) { container in
    body(knownViewAddress(in: container, as: Content.self).pointee)
  }
}

/// Calls `body` with two views of the type they are known to have.
///
/// Both addresses are found first, with no generic wrapper per view, instead of nesting two
/// calls of ``withKnownView(_:as:_:)`` (which copied the outer value into the inner closure).
/// In unspecialized code the compiler still copies the two values it passes: a comparison of
/// two `Text`s costs about 195 instructions, against about 220 nested.
///
/// - Parameters:
///   - first: A value whose dynamic type is `Content`.
///   - second: Another value whose dynamic type is `Content`.
///   - type: The type.
///   - body: What to do with the values; it must not escape them.
/// - Returns: What `body` returned.
@inline(__always)
func withKnownViews<Content, Result>(
  _ first: any View, _ second: any View, as type: Content.Type,
  _ body: (borrowing Content, borrowing Content) -> Result
) -> Result {
  withUnsafePointer(to: first) { first in
    withUnsafePointer(to: second) { second in
      body(
        knownViewAddress(in: first, as: Content.self).pointee,
        knownViewAddress(in: second, as: Content.self).pointee)
    }
  }
}

/// Calls `body` with the address of the value inside `view`, whose dynamic type is `Content`,
/// without copying it.
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
///   - body: What to do with the address; it must not escape it.
/// - Returns: What `body` returned.
@inline(__always)
func withKnownViewBytes<Content, Result>(
  of view: borrowing any View, as type: Content.Type, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  withUnsafePointer(to: view) { container in
    body(UnsafeRawPointer(knownViewAddress(in: container, as: Content.self)))
  }
}

/// The address of the value held by the `any View` existential at `container`, whose dynamic
/// type is `Content`.
///
/// Safety: this reads the existential container as the Swift ABI lays it out (stable since Swift
/// 5 on every platform; `docs/ABI/TypeLayout.rst`, "Existential Container Layout", and
/// `docs/ABI/TypeMetadata.rst`, "Value Witness Table"):
/// - an `any View` is a three-word value buffer, then the value's type metadata, then its `View`
///   witness table;
/// - the value lies in the buffer itself when its type's value witness flags do not have
///   `IsNonInline` (0x2_0000) set; otherwise the buffer's first word points to a heap box,
///   whose value follows the box's two-word header at the next multiple of the value's
///   alignment (the flags' low byte is the alignment mask);
/// - the value witness table is the word before the metadata, its flags the 32-bit word after
///   its eight functions, size and stride (byte 80).
///
/// The metadata in the container is checked against `Content` first, as the opened existential
/// was checked before: an operation given a value of another type stops the program instead of
/// reading it as the wrong type. `ViewTypeInfoLayoutTests` reads views of every storage kind
/// (inline, boxed, over-aligned, empty, holding references) through it.
///
/// - Parameters:
///   - container: The address of an `any View`, valid while the result is used.
///   - type: The value's dynamic type.
/// - Returns: The address of the value, valid as long as `container` is and is not changed.
@inline(__always)
private func knownViewAddress<Content>(
  in container: UnsafePointer<any View>, as type: Content.Type
) -> UnsafePointer<Content> {
  let raw = UnsafeRawPointer(container)
  let metadata = unsafeBitCast(Content.self as Any.Type, to: UnsafeRawPointer.self)
  precondition(
    raw.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self) == metadata,
    "a view type's operations got another type")
  let valueWitnesses = metadata.load(
    fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
  let flags = valueWitnesses.load(fromByteOffset: 80, as: UInt32.self)
  guard flags & 0x2_0000 != 0 else { return raw.assumingMemoryBound(to: Content.self) }
  let alignmentMask = Int(flags & 0xFF)
  let offset = (2 * MemoryLayout<Int>.size + alignmentMask) & ~alignmentMask
  return (raw.load(as: UnsafeRawPointer.self) + offset).assumingMemoryBound(to: Content.self)
}

/// A copy of `view`, read as `Content` the way the graph's operations read it; for tests of the
/// existential layout the graph relies on (`ViewTypeInfoLayoutTests`).
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
/// - Returns: The value.
package func copyOfKnownView<Content: View>(_ view: any View, as type: Content.Type) -> Content {
  withKnownView(view, as: Content.self) { copy $0 }
}

/// The identity of the dynamic type of `view`: `ObjectIdentifier(type(of: view))`, read from the
/// existential's type metadata for a struct or an enum.
///
/// `type(of:)` on an existential asks the runtime (about 150 instructions), which looks inside
/// for a class instance's own class; the metadata the container holds (its fourth word, see
/// ``knownViewAddress(in:as:)``) already is the dynamic type of a struct or an enum value, whose
/// metadata kind (the metadata's first word) is 0x200 (struct), 0x201 (enum) or 0x202
/// (optional) in the ABI (`docs/ABI/TypeMetadata.rst`). Any other kind asks the runtime.
///
/// `package` for its tests (`ViewTypeInfoLayoutTests`).
///
/// - Parameter view: A view.
/// - Returns: The identity of its dynamic type.
@inline(__always)
package func dynamicTypeID(of view: borrowing any View) -> ObjectIdentifier {
  let metadata = withUnsafePointer(to: view) { container in
    UnsafeRawPointer(container).load(
      fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
  }
  switch metadata.load(as: UInt.self) {
  case 0x200, 0x201, 0x202: return ObjectIdentifier(unsafeBitCast(metadata, to: Any.Type.self))
  default: return ObjectIdentifier(type(of: view))
  }
}
