import StoredFieldReflection

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
/// The comparison reads both values in place, as `Field`, at `offset` bytes into the memory of
/// the old and the new value that holds them: nothing is boxed.
///
/// - Parameters:
///   - type: The field's type.
///   - offset: Where the field lives in the memory the comparison is given.
/// - Returns: A function that says whether the new value is a changed input.
func makeFieldComparator<Field>(
  _ type: Field.Type, offset: Int
) -> (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
  if let dynamic = type as? any DynamicProperty.Type {
    return dynamicPropertyComparator(dynamic, offset: offset)
  }
  if type is AnyObject.Type {
    // A class reference is stored as the object's address (a class-bound existential starts
    // with it): comparing the addresses is comparing identities, with no cast and no retain.
    return { old, new in
      old.load(fromByteOffset: offset, as: UInt.self)
        != new.load(fromByteOffset: offset, as: UInt.self)
    }
  }
  // The commonest field types get a comparison specialized for them.
  if type == Int.self { return equatableComparator(Int.self, offset: offset) }
  if type == String.self { return equatableComparator(String.self, offset: offset) }
  if type == Bool.self { return equatableComparator(Bool.self, offset: offset) }
  if type == Double.self { return equatableComparator(Double.self, offset: offset) }
  if let equatable = type as? any Equatable.Type {
    return equatableComparator(equatable, offset: offset)
  }
  return { _, _ in true }
}

/// The number of bytes that decide whether two fields of type `type` are equal, when they are
/// compared as bytes: the whole value for the integer types and `Bool` (whose `==` is equality
/// of their bytes), the reference for a class reference (compared by identity, as
/// ``makeFieldComparator(_:offset:)`` does); `nil` for every other type, compared by its
/// comparator.
///
/// - Parameter type: A field's type.
/// - Returns: How many bytes, from the field's start, to compare, or `nil`.
func bitwiseComparedSize(of type: Any.Type) -> Int? {
  if type is any DynamicProperty.Type { return nil }
  if type is AnyObject.Type { return MemoryLayout<UInt>.size }
  switch type {
  case is Int.Type, is UInt.Type, is Int64.Type, is UInt64.Type: return 8
  case is Int32.Type, is UInt32.Type: return 4
  case is Int16.Type, is UInt16.Type: return 2
  case is Int8.Type, is UInt8.Type, is Bool.Type: return 1
  default: return nil
  }
}

/// A run of bytes at the same place in two values, compared as a whole.
struct ByteRun: Equatable {
  let offset: Int
  let count: Int

  /// The runs sorted by offset, with runs that touch joined into one.
  static func merged(_ runs: [ByteRun]) -> [ByteRun] {
    var merged: [ByteRun] = []
    for run in runs.sorted(by: { $0.offset < $1.offset }) {
      if let last = merged.last, last.offset + last.count == run.offset {
        merged[merged.count - 1] = ByteRun(offset: last.offset, count: last.count + run.count)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Whether the run holds the same bytes in the two values at `old` and `new`.
  func isEqual(in old: UnsafeRawPointer, and new: UnsafeRawPointer) -> Bool {
    var index = offset
    let end = offset + count
    while index + 8 <= end {
      guard
        old.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          == new.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      else { return false }
      index += 8
    }
    while index < end {
      guard
        old.load(fromByteOffset: index, as: UInt8.self)
          == new.load(fromByteOffset: index, as: UInt8.self)
      else { return false }
      index += 1
    }
    return true
  }
}

private func dynamicPropertyComparator<Property: DynamicProperty>(
  _ type: Property.Type, offset: Int
) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
  { old, new in
    new.load(fromByteOffset: offset, as: Property.self)
      .inputChanged(from: old.load(fromByteOffset: offset, as: Property.self))
  }
}

private func equatableComparator<Value: Equatable>(
  _ type: Value.Type, offset: Int
) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
  { old, new in
    old.load(fromByteOffset: offset, as: Value.self)
      != new.load(fromByteOffset: offset, as: Value.self)
  }
}

/// Makes the comparison of two values of a view type as a whole, for the types compared so.
///
/// An `Equatable` view is compared with `==`; another enum by its case then its payload (the
/// fields of an enum depend on its case); another class is never equal (given again as the same
/// object, it may have been changed in place). A struct is compared field by field: `nil`.
func makeViewEquality<Content: View>(_ type: Content.Type) -> ((any View, any View) -> Bool)? {
  if let equatable = type as? any (View & Equatable).Type { return viewEquality(equatable) }
  if type is AnyObject.Type { return { _, _ in false } }
  guard EnumCases.isEnum(type) else { return nil }
  return { old, new in
    withKnownViews(old, new, as: Content.self) { old, new in
      // A case whose name cannot be read, or a mirror the type made itself, counts as changed.
      guard let name = EnumCases.caseName(of: old), name == EnumCases.caseName(of: new),
        !(old is any CustomReflectable)
      else { return false }
      let oldPayload = Mirror(reflecting: old).children.first?.value
      let newPayload = Mirror(reflecting: new).children.first?.value
      guard let oldPayload, let newPayload else { return oldPayload == nil && newPayload == nil }
      return !payloadChanged(from: oldPayload, to: newPayload)
    }
  }
}

/// Whether an enum's payload is a changed input: compared as a field of its type is (see
/// ``makeFieldComparator(_:offset:)``), a tuple element by element; a payload whose type
/// changed (an existential) is changed.
private func payloadChanged(from old: Any, to new: Any) -> Bool {
  guard type(of: old) == type(of: new) else { return true }
  let mirror = Mirror(reflecting: old)
  if mirror.displayStyle == .tuple, !(old is any CustomReflectable) {
    return zip(mirror.children, Mirror(reflecting: new).children).contains {
      payloadChanged(from: $0.value, to: $1.value)
    }
  }
  func compare<Payload>(_ old: Payload) -> Bool {
    let changed = makeFieldComparator(Payload.self, offset: 0)
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new as! Payload) {
        changed(UnsafeRawPointer(old), UnsafeRawPointer($0))
      }
    }
  }
  return _openExistential(old, do: compare)
}

private func viewEquality<Content: View & Equatable>(
  _ type: Content.Type
) -> (any View, any View) -> Bool {
  { old, new in withKnownViews(old, new, as: Content.self) { old, new in old == new } }
}
