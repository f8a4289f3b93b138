@_spi(Reflection) import Swift

/// Reads the stored fields of values of one view type, in declaration order, and compares them
/// between two values.
///
/// This is the only file that uses the standard library's reflection SPI.
struct FieldReader {
  /// One stored field of a view type.
  struct Field {
    let label: String
    let type: Any.Type
  }

  let fields: [Field]
  let read: (any View) -> [Any]
  /// Calls its last argument with the index of each field whose value in the second view is a
  /// changed input compared with the first (see ``makeFieldComparator(_:offset:)``).
  let forEachChangedField: (_ old: any View, _ new: any View, _ body: (Int) -> Void) -> Void

  /// Describes `Content`'s stored fields, using `sample` for the `Mirror` route.
  static func make<Content: View>(
    for sample: Content, reflection: FieldReflection
  ) -> FieldReader {
    if reflection == .metadata, let layout = metadataLayout(of: Content.self) {
      return metadataReader(Content.self, layout: layout)
    }
    let fields = Mirror(reflecting: sample).children.map { child in
      Field(label: child.label ?? "_", type: Swift.type(of: child.value))
    }
    let comparators = fields.map { makeFieldComparator($0.type, offset: 0) }
    let read: (any View) -> [Any] = { view in Mirror(reflecting: view).children.map(\.value) }
    return FieldReader(fields: fields, read: read) { old, new, body in
      for (index, (oldValue, newValue)) in zip(read(old), read(new)).enumerated() {
        // A field whose value has another type than the sample's (an existential field) is
        // a changed input.
        let type = fields[index].type
        guard Swift.type(of: oldValue) == type, Swift.type(of: newValue) == type,
          withBytes(
            of: oldValue,
            { oldBytes in
              withBytes(of: newValue) { newBytes in comparators[index](oldBytes, newBytes) }
            }) == false
        else {
          body(index)
          continue
        }
      }
    }
  }

  /// A reader that finds the fields at their offsets in the value's own memory.
  private static func metadataReader<Content: View>(
    _ type: Content.Type, layout: [(label: String, offset: Int, type: Any.Type)]
  ) -> FieldReader {
    let fields = layout.map { Field(label: $0.label, type: $0.type) }
    let offsets = layout.map { ($0.offset, $0.type) }
    let comparators = layout.map { field -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool in
      let type: Any.Type = field.type
      return makeFieldComparator(type, offset: field.offset)
    }
    return FieldReader(fields: fields) { view in
      guard !offsets.isEmpty else { return [] }
      return withUnsafeBytes(of: knownView(view, as: Content.self)) { bytes in
        guard let base = bytes.baseAddress else { return [] }
        return offsets.map { offset, type in loadField(type, from: base, at: offset) }
      }
    } forEachChangedField: { old, new, body in
      guard !comparators.isEmpty else { return }
      withUnsafeBytes(of: knownView(old, as: Content.self)) { oldBytes in
        withUnsafeBytes(of: knownView(new, as: Content.self)) { newBytes in
          guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
            // A value without memory: nothing to compare, so every field counts as changed.
            comparators.indices.forEach(body)
            return
          }
          for index in comparators.indices where comparators[index](oldBase, newBase) {
            body(index)
          }
        }
      }
    }
  }

  private static func metadataLayout(
    of type: Any.Type
  ) -> [(label: String, offset: Int, type: Any.Type)]? {
    var layout: [(label: String, offset: Int, type: Any.Type)] = []
    let described = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      layout.append((String(cString: name), offset, fieldType))
      return true
    }
    return described ? layout : nil
  }
}

private func loadField<Field>(
  _ type: Field.Type, from base: UnsafeRawPointer, at offset: Int
) -> Any {
  base.load(fromByteOffset: offset, as: Field.self)
}

/// Runs `body` with the memory of the value inside `value`, or with `nil` when it has none.
private func withBytes<Result>(
  of value: Any, _ body: (UnsafeRawPointer) -> Result
) -> Result? {
  func open<Value>(_ value: Value) -> Result? {
    withUnsafeBytes(of: value) { bytes in bytes.baseAddress.map(body) }
  }
  return _openExistential(value, do: open)
}
