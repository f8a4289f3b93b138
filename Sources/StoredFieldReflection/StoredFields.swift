// The package's only use of the standard library's reflection SPI.
#if !hasFeature(Embedded)
  @_spi(Reflection) import Swift
#endif

/// One stored property of a type, as the type's reflection metadata describes it.
package struct StoredField {
  /// The property's name as declared; a property wrapper's storage is `_name`.
  package let name: String
  /// The byte offset of the property from the start of the value or object.
  package let offset: Int
  /// The property's type.
  package let type: Any.Type
}

/// Reads the stored properties of a type, with their offsets, from its reflection metadata.
///
/// The public route, `Mirror`, gives names and values but no offsets, needs an instance, and
/// builds its children on every call. The standard library's `_forEachField(of:options:body:)`
/// (behind `@_spi(Reflection)`) gives each stored property's name, offset and type once per
/// type, which lets callers cache a layout and load a property straight from memory. It is an
/// SPI: every caller keeps a slower route for when it reports failure (`nil` here), which it does
/// for a type whose metadata it cannot walk (a class passed as a value type, a type compiled
/// without reflection metadata); in Embedded Swift, which has no reflection at all, it is never
/// called. The callers' fallbacks:
///
/// - `PublishOnWrite` finds the `@Published` storages with `Mirror` instead.
/// - `ViewGraph` reads view fields with `Mirror` instead (its `FieldReflection.mirror`).
/// - `ReadTracking` names a changed `@Tracked` property from its offset: `propertyName` is `nil`.
package enum StoredFields {
  /// The stored properties of a class and of its superclasses, root class first, each class's
  /// in declaration order; `nil` when the metadata cannot be read.
  ///
  /// - Parameter type: The class.
  /// - Returns: The properties, or `nil`.
  package static func ofClass(_ type: AnyClass) -> [StoredField]? {
    fields(of: type, classType: true)
  }

  /// The stored properties of a struct (or tuple) type, in declaration order; `nil` when the
  /// metadata cannot be read, which includes every class type.
  ///
  /// - Parameter type: The value type.
  /// - Returns: The properties, or `nil`.
  package static func ofValueType(_ type: Any.Type) -> [StoredField]? {
    fields(of: type, classType: false)
  }

  private static func fields(of type: Any.Type, classType: Bool) -> [StoredField]? {
    #if hasFeature(Embedded)
      return nil
    #else
      // `_EachFieldOptions.classType` is a mutable static, which strict concurrency checking
      // rejects; its value is 1. Were it to change, the SPI would report failure for classes and
      // the callers' fallbacks would be used.
      let options = classType ? _EachFieldOptions(rawValue: 1 << 0) : []
      var fields: [StoredField] = []
      let complete = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
        fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType))
        return true
      }
      return complete ? fields : nil
    #endif
  }
}
