/// A key for a value in ``EnvironmentValues``, with its default.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static var defaultValue: String { "blue" } }
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value

  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}
