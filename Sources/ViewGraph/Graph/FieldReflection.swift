@_spi(Reflection) import Swift

/// How the graph reads the stored fields of a custom view type.
package enum FieldReflection: Sendable {
  /// Field names, offsets and types from the runtime metadata, once per type; each value read
  /// directly from its offset. Falls back to ``mirror`` for types it cannot describe.
  case metadata
  /// `Mirror`, the public route: labels and types once per type from a first value, then a
  /// `Mirror` per value read. Slower; kept so that tests exercise it.
  case mirror
}

/// One stored field of a view type.
struct FieldDescriptor {
  let label: String
  let type: Any.Type
}

/// Reads the stored fields of values of one view type, in declaration order.
struct FieldReader {
  let fields: [FieldDescriptor]
  let read: (any View) -> [Any]

  /// Describes `Content`'s stored fields, using `sample` for the `Mirror` route.
  static func make<Content: View>(
    for sample: Content, reflection: FieldReflection
  ) -> FieldReader {
    if reflection == .metadata, let layout = metadataLayout(of: Content.self) {
      let fields = layout.map { FieldDescriptor(label: $0.label, type: $0.type) }
      let offsets = layout.map { ($0.offset, $0.type) }
      return FieldReader(fields: fields) { view in
        guard let value = view as? Content, !offsets.isEmpty else { return [] }
        return withUnsafeBytes(of: value) { bytes in
          guard let base = bytes.baseAddress else { return [] }
          return offsets.map { offset, type in loadField(type, from: base, at: offset) }
        }
      }
    }
    let fields = Mirror(reflecting: sample).children.map { child in
      FieldDescriptor(label: child.label ?? "_", type: Swift.type(of: child.value))
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
