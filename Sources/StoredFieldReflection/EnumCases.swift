#if !hasFeature(Embedded)
  @_spi(Reflection) import Swift

  /// The runtime's name of the case of an enum value (what `print` shows for a case), `nil`
  /// for a value that is not an enum or an enum compiled without reflection metadata.
  @_silgen_name("swift_EnumCaseName")
  private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
#endif

/// Tells enum types apart and reads the case of an enum value, from the type's metadata.
///
/// Like ``StoredFields``, it relies on the runtime's reflection entry points: where they cannot
/// answer (a type compiled without reflection metadata, Embedded Swift), ``caseName(of:)`` is
/// `nil` and its callers count the value as unknown.
package enum EnumCases {
  /// Whether `type` is an enum (`Optional` excluded), read from the kind its metadata starts
  /// with.
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether the type is an enum.
  package static func isEnum(_ type: Any.Type) -> Bool {
    #if hasFeature(Embedded)
      return false
    #else
      let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
      return _MetadataKind(rawValue: kind) == .enum
    #endif
  }

  /// The name of the case of `value`, the same address for every value of one case of one
  /// type; `nil` when it cannot be read.
  ///
  /// - Parameter value: A value of an enum type.
  /// - Returns: The case's name, owned by the type's metadata, or `nil`.
  package static func caseName<Value>(of value: Value) -> UnsafePointer<CChar>? {
    #if hasFeature(Embedded)
      return nil
    #else
      return runtimeEnumCaseName(value)
    #endif
  }
}
