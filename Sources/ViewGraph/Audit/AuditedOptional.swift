/// An optional, which the audit's walk unwraps without a `Mirror`: its one child, when it has a
/// value, is that value, as `Mirror` shows it.
protocol AuditedOptional {
  /// The value `optional` wraps, or `nil` when it has none.
  ///
  /// - Parameter optional: A value of the conforming type.
  /// - Returns: The wrapped value, or `nil`.
  static func wrapped(in optional: Any) -> Any?
}

extension Optional: AuditedOptional {
  static func wrapped(in optional: Any) -> Any? {
    (optional as! Self).map { $0 }
  }
}
