/// How the graph reads the stored fields of a custom view type.
package enum FieldReflection: Sendable {
  /// Field names, offsets and types from the runtime metadata, once per type; each value read
  /// directly from its offset. Falls back to ``mirror`` for types it cannot describe.
  case metadata
  /// `Mirror`, the public route: labels and types once per type from a first value, then a
  /// `Mirror` per value read. Slower; kept so that tests exercise it.
  case mirror
}
