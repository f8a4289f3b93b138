/// One evaluation of a custom view's body during a pass.
///
/// `Evaluation` is `Sendable`.
///
/// A report keeps one per evaluation (a mount, one per view), so it is kept small: 56 bytes,
/// its path joined and its type's name read when they are asked for.
public struct Evaluation: Hashable, Sendable {
  /// Which pass of the flush it happened in: 0 for the pass itself, then the follow-ups.
  public var pass: Int { Int(storedPass) }
  // The pass and the flag share one word.
  private let storedPass: Int32
  /// Whether the view's own output (its primitives, not its child views) differs from what
  /// the previous evaluation produced; always `true` for a new identity.
  public internal(set) var outputChanged: Bool
  /// The node's identity path, such as `LibraryScreen/VStack/SearchField[1]`.
  public var path: String { identityPath.joined }
  /// The path as it is kept: joined when it is read.
  let identityPath: IdentityPath
  /// The view type, such as `SearchField`.
  public var viewType: String { type.name }
  /// The view type as it is kept, shared by its evaluations.
  let type: ViewType
  /// Why the body ran.
  public var reasons: [EvaluationReason] {
    switch storedReasons {
    case .identity: .identityOnly
    case .selfChanged: .selfChangedOnly
    case .list(let reasons): reasons
    }
  }
  /// The reasons as they are kept: the two commonest, `[.identity]` (every first evaluation)
  /// and `[.selfChanged]`, without an array, so that an evaluation records and releases one
  /// reference fewer.
  private let storedReasons: StoredReasons

  private enum StoredReasons: Sendable {
    case identity
    case selfChanged
    case list([EvaluationReason])

    init(_ reasons: [EvaluationReason]) {
      if reasons.count == 1 {
        switch reasons[0] {
        case .identity:
          self = .identity
          return
        case .selfChanged:
          self = .selfChanged
          return
        default: break
        }
      }
      self = .list(reasons)
    }
  }

  init(
    pass: Int, identityPath: IdentityPath, type: ViewType, reasons: [EvaluationReason],
    outputChanged: Bool
  ) {
    storedPass = Int32(pass)
    self.outputChanged = outputChanged
    self.identityPath = identityPath
    self.type = type
    storedReasons = StoredReasons(reasons)
  }

  /// The labels of the view's dynamic properties, such as `_name`, for the line of a first
  /// evaluation; empty for any other.
  var dynamicPropertyLabels: [String] {
    isIdentityOnly ? type.dynamicPropertyLabels : []
  }

  /// Whether the body ran for a first evaluation alone: its reasons are `@identity` alone.
  private var isIdentityOnly: Bool {
    if case .identity = storedReasons { true } else { false }
  }

  /// Whether two evaluations are of the same pass, path and view type, for the same reasons,
  /// with the same outcome.
  ///
  /// - Parameters:
  ///   - lhs: An evaluation.
  ///   - rhs: Another evaluation.
  /// - Returns: `true` when every property is the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storedPass == rhs.storedPass && lhs.outputChanged == rhs.outputChanged
      && lhs.identityPath == rhs.identityPath && lhs.viewType == rhs.viewType
      && lhs.reasons == rhs.reasons && lhs.dynamicPropertyLabels == rhs.dynamicPropertyLabels
  }

  /// Feeds every property that ``==(_:_:)`` compares to `hasher`.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedPass)
    hasher.combine(outputChanged)
    hasher.combine(identityPath)
    hasher.combine(viewType)
    hasher.combine(reasons)
    hasher.combine(dynamicPropertyLabels)
  }

  /// Whether the evaluation was wasted: it produced exactly the output it had before.
  public var isWasted: Bool { !outputChanged }

  /// The line SwiftUI's `Self._printChanges()` would print, such as
  /// `SearchField: _library changed.`.
  ///
  /// For a first evaluation (``EvaluationReason/identity``) it is SwiftUI's line: `@self changed.`
  /// for a view without dynamic properties (plain stored properties included), and
  /// `@self, @identity, _name changed.` for one with `@State var name`, every dynamic property
  /// named in field order.
  public var printChangesLine: String {
    let changes =
      isIdentityOnly
      ? (dynamicPropertyLabels.isEmpty
        ? ["@self"] : ["@self", "@identity"] + dynamicPropertyLabels)
      : reasons.map(\.description)
    return "\(viewType): \(changes.joined(separator: ", ")) changed."
  }
}
