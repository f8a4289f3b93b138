import StoredFieldReflection

/// Which model classes hold nothing the audit's walk would go on to: no object, no collection,
/// no existential, nothing but plain values (numbers, strings, structs of them) in their
/// properties, once unwrapped from `@Tracked`, `@Published` or `@ObservationIgnored`, and the
/// models' own machinery (registrars, publishers), which the walk never enters.
///
/// The walk still records such an object when it reaches it, but does not reflect its
/// properties: they cannot lead anywhere. It is learned once per class from the declared types of
/// its stored properties (only types are read, never values), and is `false` whenever a type
/// cannot be described: an optional, an enum, a tuple, a class, a collection, a property wrapper
/// of another module, or a type whose metadata cannot be read.
enum LeafModel {
  private static let verdicts = Lock([ObjectIdentifier: Bool]())

  /// The value types that hold no reference the walk would follow.
  private static let plainValueTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
    ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
    ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
    ObjectIdentifier(UInt64.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
    ObjectIdentifier(Bool.self), ObjectIdentifier(String.self), ObjectIdentifier(Character.self),
  ]

  /// Whether the objects of `type` hold nothing the walk would go on to.
  static func isLeaf(_ type: AnyClass) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = verdicts.withLock({ $0[id] }) { return known }
    let isLeaf = StoredFields.ofClass(type)?.allSatisfy { isLeafProperty($0.type) } ?? false
    verdicts.withLock { $0[id] = isLeaf }
    return isLeaf
  }

  /// Whether a stored property of `type` leads nowhere, as ``ModelField`` reads it.
  private static func isLeafProperty(_ type: Any.Type) -> Bool {
    switch ModelField.kind(of: type) {
    case .plumbing:
      return true
    case .tracked:
      return field("value", of: type).map(isPlainValue) ?? false
    case .ignored:
      return StoredLayout.fields(of: type)?.first.map { isPlainValue($0.type) } ?? false
    case .published:
      guard let box = field("box", of: type) as? AnyClass,
        let value = StoredFields.ofClass(box)?.first(where: { $0.name == "value" })
      else { return false }
      return isPlainValue(value.type)
    case .plain:
      return isPlainValue(type)
    }
  }

  /// The type of the stored property `name` of the struct `type`.
  private static func field(_ name: String, of type: Any.Type) -> Any.Type? {
    StoredLayout.fields(of: type)?.first { $0.name == name }?.type
  }

  /// Whether values of `type` hold no reference the walk would follow: a number, a string, or
  /// a struct of such values.
  private static func isPlainValue(_ type: Any.Type) -> Bool {
    isPlainValue(type, depth: 0)
  }

  private static func isPlainValue(_ type: Any.Type, depth: Int) -> Bool {
    if plainValueTypes.contains(ObjectIdentifier(type)) { return true }
    guard depth < 4, let fields = StoredLayout.fields(of: type) else { return false }
    return fields.allSatisfy { isPlainValue($0.type, depth: depth + 1) }
  }
}
