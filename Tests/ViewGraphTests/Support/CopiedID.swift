/// A row id whose copies are different ids to `ForEach` (which does not report them) but the
/// same identity to the graph (their `AnyHashable` is the number alone), which reports them.
///
/// The standard library's `_HasCustomAnyHashableRepresentation` is the only way a test can make
/// two rows' identities collide past `ForEach`'s own check of its ids.
struct CopiedID: Hashable, _HasCustomAnyHashableRepresentation {
  let number: Int
  let copy: Int

  func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(number) }
}
