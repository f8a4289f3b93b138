/// `view` as the type it is known to have, without a dynamic cast.
///
/// A ``ViewTypeInfo`` is only ever used with values of its own type (the registry finds it by
/// the value's type, and a node's identity includes its type), so its operations need no
/// checked cast: opening the existential and reinterpreting it costs a fraction of `as!`.
///
/// - Parameters:
///   - view: A value whose dynamic type is `Content`.
///   - type: The type.
/// - Returns: The value.
func knownView<Content>(_ view: any View, as type: Content.Type) -> Content {
  func open<Opened: View>(_ opened: Opened) -> Content {
    precondition(Opened.self == Content.self, "a view type's operations got another type")
    return unsafeBitCast(opened, to: Content.self)
  }
  return open(view)
}
