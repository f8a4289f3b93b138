/// Compares two values with `==` when their type is `Equatable`.
///
/// - Returns: Whether they are equal, or `nil` when the type is not `Equatable`.
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return isEqual(lhs, rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}

/// Decides, once per field type, how a field of a child view is compared when its parent is
/// recomputed: dynamic properties by their own rule, class references by identity, `Equatable`
/// values with `==`, anything else (closures included) as changed.
///
/// - Returns: A function that says whether the new value is a changed input.
func makeFieldComparator<Field>(_ type: Field.Type) -> (_ old: Any, _ new: Any) -> Bool {
  if let dynamic = type as? any DynamicProperty.Type {
    return dynamicPropertyComparator(dynamic)
  }
  if type is AnyObject.Type {
    return { old, new in (old as AnyObject) !== (new as AnyObject) }
  }
  if let equatable = type as? any Equatable.Type {
    return equatableComparator(equatable)
  }
  return { _, _ in true }
}

private func dynamicPropertyComparator<Property: DynamicProperty>(
  _ type: Property.Type
) -> (Any, Any) -> Bool {
  { old, new in
    guard let old = old as? Property, let new = new as? Property else { return true }
    return new.inputChanged(from: old)
  }
}

private func equatableComparator<Value: Equatable>(_ type: Value.Type) -> (Any, Any) -> Bool {
  { old, new in
    guard let old = old as? Value, let new = new as? Value else { return true }
    return old != new
  }
}

/// Makes `==` for a view type, when it is `Equatable`.
func makeViewEquality<Content: View>(_ type: Content.Type) -> ((any View, any View) -> Bool)? {
  guard let equatable = type as? any (View & Equatable).Type else { return nil }
  return viewEquality(equatable)
}

private func viewEquality<Content: View & Equatable>(
  _ type: Content.Type
) -> (any View, any View) -> Bool {
  { old, new in
    (old as! Content) == (new as! Content)
  }
}
