@_spi(Reflection) import Swift

/// Reads the stored fields of values of one view type, in declaration order.
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

  /// Describes `Content`'s stored fields, using `sample` for the `Mirror` route.
  static func make<Content: View>(
    for sample: Content, reflection: FieldReflection
  ) -> FieldReader {
    if reflection == .metadata, let layout = metadataLayout(of: Content.self) {
      let fields = layout.map { Field(label: $0.label, type: $0.type) }
      let offsets = layout.map { ($0.offset, $0.type) }
      return FieldReader(fields: fields) { view in
        guard !offsets.isEmpty else { return [] }
        return withUnsafeBytes(of: view as! Content) { bytes in
          guard let base = bytes.baseAddress else { return [] }
          return offsets.map { offset, type in loadField(type, from: base, at: offset) }
        }
      }
    }
    let fields = Mirror(reflecting: sample).children.map { child in
      Field(label: child.label ?? "_", type: Swift.type(of: child.value))
    }
    return FieldReader(fields: fields) { view in
      Mirror(reflecting: view).children.map(\.value)
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
