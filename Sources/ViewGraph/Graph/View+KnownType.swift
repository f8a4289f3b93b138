/// Calls `body` with `view` as the type it is known to have, borrowed in place: no dynamic cast
/// and no copy.
///
/// A ``ViewTypeInfo`` is only ever used with values of its own type (the registry finds it by
/// the value's type, and a node's identity includes its type), so its operations need no
/// checked cast: opening the existential and reading the value where it lies costs a fraction
/// of `as!`, and of a copy (a copy of a view retains each reference it holds, and the
/// existential's box if it has one, then releases them all again).
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
///   - body: What to do with the value; it must not escape it.
/// - Returns: What `body` returned.
func withKnownView<Content, Result>(
  _ view: any View, as type: Content.Type, _ body: (borrowing Content) -> Result
) -> Result {
  func open<Opened: View>(_ opened: Opened) -> Result {
    precondition(Opened.self == Content.self, "a view type's operations got another type")
    return withUnsafePointer(to: opened) { pointer in
      UnsafeRawPointer(pointer).withMemoryRebound(to: Content.self, capacity: 1) {
        body($0.pointee)
      }
    }
  }
  return open(view)
}

/// Calls `body` with the address of the value inside `view`, whose dynamic type is `Content`,
/// without copying it.
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
///   - body: What to do with the address; it must not escape it.
/// - Returns: What `body` returned.
func withKnownViewBytes<Content, Result>(
  of view: any View, as type: Content.Type, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  func open<Opened: View>(_ opened: Opened) -> Result {
    precondition(Opened.self == Content.self, "a view type's operations got another type")
    return withUnsafePointer(to: opened) { body(UnsafeRawPointer($0)) }
  }
  return open(view)
}
