/// The connection from one `State` value to the storage of the node it was installed in.
///
/// Not generic, unlike the `State` that holds it: a class nested in `State<Value>` would be
/// generic over `Value`, and each `State` a body makes would look its metadata up (about 330
/// instructions) to allocate it. `State` casts ``location`` back to its `StateLocation<Value>`,
/// the only type it stores there.
///
/// Usable from inlinable code: `State`'s inits, inlined into the module that makes the view,
/// make one.
@usableFromInline
final class StateLink {
  /// The location, a `StateLocation` of the owning state's value type; `nil` until installed.
  ///
  /// Unchecked for exclusivity (see `Node`): set by the install before the body, read by it.
  @exclusivity(unchecked) var location: AnyObject?

  /// Creates a link to no location yet.
  @usableFromInline
  init() {}
}
