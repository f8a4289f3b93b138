import StoredFieldReflection

/// The stored fields of the struct types the audit walks (views, property wrappers, the storage
/// of `@Tracked` and `@Published`), learned once per type from the runtime metadata, so that a
/// value's fields are loaded from their offsets instead of through a `Mirror` per value.
///
/// Only a struct that does not customize its reflection has a layout here: for it, `Mirror`'s
/// children are exactly its stored properties, in declaration order, which is what the layout
/// lists. Anything else (a collection, an optional, an enum, a tuple, a class, a type the
/// metadata cannot describe) has none, and the audit reads it with `Mirror`, as it reads every
/// value when the host reflects with ``FieldReflection/mirror``.
enum StoredLayout {
  /// One stored field: its name, its offset in the value, and its type.
  struct Field {
    let name: String
    let offset: Int
    let type: Any.Type
  }

  /// The layouts learned so far, by type; `nil` for a type that has none.
  private static let layouts = Lock([ObjectIdentifier: [Field]?]())

  /// The stored fields of `type`, or `nil` when `type` is not a struct that `Mirror` reads field
  /// by field, or when its metadata cannot be read.
  static func fields(of type: Any.Type) -> [Field]? {
    let id = ObjectIdentifier(type)
    if let known = layouts.withLock({ $0[id] }) { return known }
    let fields = learn(type)
    layouts.withLock { $0[id] = .some(fields) }
    return fields
  }

  private static func learn(_ type: Any.Type) -> [Field]? {
    guard !(type is any CustomReflectable.Type), !(type is AnyClass),
      isStruct(type), let stored = StoredFields.ofValueType(type)
    else { return nil }
    return stored.map { Field(name: $0.name, offset: $0.offset, type: $0.type) }
  }

  /// Whether `type` is a struct, from its metadata kind (a tuple, an enum or an optional is not).
  private static func isStruct(_ type: Any.Type) -> Bool {
    // The metadata kind of a struct is 0x200 (`MetadataKind::Struct`).
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) == 0x200
  }

  /// The values of `fields` in `value`, in order.
  static func values(of value: Any, _ fields: [Field]) -> [Any] {
    func open<Value>(_ opened: Value) -> [Any] {
      withUnsafePointer(to: opened) { pointer in
        let base = UnsafeRawPointer(pointer)
        return fields.map { loadField($0.type, from: base, at: $0.offset) }
      }
    }
    return _openExistential(value, do: open)
  }

  /// The value of the field named `name` of `value`, a struct, or `nil` when `value`'s type has
  /// no layout or no such field.
  static func value(named name: String, of value: Any) -> Any? {
    guard let fields = fields(of: Swift.type(of: value)),
      let field = fields.first(where: { $0.name == name })
    else { return nil }
    return values(of: value, [field])[0]
  }
}
