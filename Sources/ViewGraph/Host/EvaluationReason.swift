/// Why a custom view's body was evaluated, in the vocabulary of SwiftUI's
/// `Self._printChanges()`.
///
/// `EvaluationReason` is `Sendable`.
public enum EvaluationReason: Hashable, Sendable, CustomStringConvertible {
  /// The view's identity is new: its body runs for the first time (`@identity`).
  case identity
  /// The parent passed a value whose ordinary fields changed (`@self`).
  case selfChanged
  /// A dynamic property changed, named by its field label such as `_count`.
  case property(String)
  /// A tracked read fired: the type name of the object and the name of the property that
  /// changed, such as `Library` and `searchText`. More precise than SwiftUI's `@dependencies`.
  case dependency(object: String, property: String)

  /// A tracked read fired; the former spelling of ``dependency(object:property:)``.
  @available(*, deprecated, renamed: "dependency(object:property:)")
  public static func dependency(object: String, keyPath: String) -> Self {
    .dependency(object: object, property: keyPath)
  }

  /// The reason as `_printChanges()` writes it: `@identity`, `@self`, `_count`, or
  /// `Library.searchText`.
  public var description: String {
    switch self {
    case .identity: "@identity"
    case .selfChanged: "@self"
    case .property(let label): label
    case .dependency(let object, let property): "\(object).\(property)"
    }
  }
}
