/// A type of this module that the audit's walk meets in every row (such as the box of an
/// `@Environment` or `@EnvironmentObject` field), whose children it reads without a `Mirror`:
/// exactly the children `Mirror` shows, in the same order.
protocol AuditedContainer {
  /// The children of `value`, as `Mirror` lists them.
  ///
  /// - Parameter value: A value of the conforming type.
  /// - Returns: The children's values, in order.
  static func children(of value: Any) -> [Any]
}

extension Environment.Box: AuditedContainer {
  static func children(of value: Any) -> [Any] {
    [(value as! Environment.Box).value as Any]
  }
}

extension EnvironmentObject.Box: AuditedContainer {
  static func children(of value: Any) -> [Any] {
    [(value as! EnvironmentObject.Box).object as Any]
  }
}

extension Environment.Source: AuditedContainer {
  static func children(of value: Any) -> [Any] {
    switch value as! Self {
    case .keyPath(let keyPath): [keyPath]
    case .object: []
    }
  }
}
