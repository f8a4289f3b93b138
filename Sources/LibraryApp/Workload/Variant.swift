/// A version of the library screen that the workload runs, in the order of the migration.
///
/// `Variant` is `Sendable`.
public enum Variant: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The app before the migration: `ObservableObject`, `@Published`, `@StateObject`,
  /// `@EnvironmentObject`, `@ObservedObject` (module `BeforeMigration`).
  case publishOnWrite = "A"
  /// The migration table applied and nothing else (module `MechanicalPort`).
  case mechanicalPort = "B"
  /// The mechanical port with the reads pushed down into the views that need them, and no
  /// closures in the inputs of the list and its rows (module `ReadsPushedDown`).
  case readsPushedDown = "C"

  /// The variant's letter and name, such as `A: publish-on-write`.
  public var description: String {
    switch self {
    case .publishOnWrite: "A: publish-on-write"
    case .mechanicalPort: "B: mechanical port"
    case .readsPushedDown: "C: reads pushed down"
    }
  }

  /// Finds a variant by its letter, case-insensitively; `nil` when no variant has that letter.
  ///
  /// - Parameter letter: `A`, `B` or `C`.
  public init?(letter: String) {
    self.init(rawValue: letter.uppercased())
  }
}
