/// A version of the library screen that the workload runs, in the order of the migration:
/// A before it, D with the leaf model converted, B after the mechanical port, C after pushing
/// the reads down.
///
/// `Variant` is `Sendable`.
public enum Variant: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The app before the migration: `ObservableObject`, `@Published`, `@StateObject`,
  /// `@EnvironmentObject`, `@ObservedObject` (module `BeforeMigration`).
  case publishOnWrite = "A"
  /// Half-migrated: `Book` converted to read-tracking and its row reading it with a plain
  /// `let`, while the library and every view holding it are still publish-on-write (module
  /// `HalfMigrated`).
  case halfMigrated = "D"
  /// The migration table applied and nothing else (module `MechanicalPort`).
  case mechanicalPort = "B"
  /// The mechanical port with the reads pushed down into the views that need them, and no
  /// closures in the inputs of the list and its rows (module `ReadsPushedDown`).
  case readsPushedDown = "C"

  /// The variant's letter and name, such as `A: publish-on-write`.
  public var description: String {
    switch self {
    case .publishOnWrite: "A: publish-on-write"
    case .halfMigrated: "D: half-migrated"
    case .mechanicalPort: "B: mechanical port"
    case .readsPushedDown: "C: reads pushed down"
    }
  }

  /// Finds a variant by its letter, case-insensitively; `nil` when no variant has that letter.
  ///
  /// - Parameter letter: `A`, `B`, `C` or `D`.
  public init?(letter: String) {
    self.init(rawValue: letter.uppercased())
  }
}
