extension RuntimeIssue {
  /// The kinds of issues the graph reports.
  public enum Kind: Hashable, Sendable {
    /// Two rows of a `ForEach` (or two siblings) have the same identity; only the first is
    /// shown.
    case duplicateID
    /// State was written while a body was being evaluated: a `@State` write is not applied; a
    /// write to a tracked property some view depends on is applied, and that view is
    /// recomputed in a follow-up pass.
    case stateModifiedDuringUpdate
    /// Invalidations kept coming after the allowed number of follow-up passes.
    case invalidationLoop
    /// `flush()` (or a host action) was called while a pass was running, from an `onAppear`
    /// or `onChange` action; it did nothing.
    case reentrantFlush
    /// A custom view declares `Body = Never` without being a primitive of this module, so it
    /// has no body to evaluate; it shows nothing.
    case noBody
    /// An `@EnvironmentObject` found no object of its type injected with
    /// `.environmentObject(_:)` above it; the view's body was not evaluated and the view keeps
    /// its previous output.
    case missingEnvironmentObject
    /// An `ObservableObject` sent `objectWillChange` (a `@Published` write, or a direct
    /// `send()`) while a body was being evaluated; the change was applied and its holders
    /// invalidated, but the pass reports it as SwiftUI does.
    case publishingDuringUpdate
    /// `@Environment(Model.self)` found no object injected with `.environment(_:)` above the
    /// view; its body was not evaluated and it keeps its previous output.
    case missingObservableObject
    /// Found by the audit (see ``ViewHost/init(root:auditsMissedUpdates:)``): an `Observable`
    /// class has a stored `var` that is neither `@Tracked` nor `@ObservationIgnored`.
    case untrackedStoredProperty
    /// Found by the audit: a view read a stored `var` of an `ObservableObject` that is neither
    /// `@Published` nor `@Unpublished`, and missed its change.
    case unpublishedStoredProperty
    /// Found by the audit: a property of an `ObservableObject` holds another `ObservableObject`,
    /// whose changes do not reach the views that observe the first.
    case nestedObservableObject
  }
}

extension RuntimeIssue.Kind {
  /// The sentence that opens every ``stateModifiedDuringUpdate`` message, SwiftUI's own.
  static let stateModifiedDuringUpdateWarning =
    "Modifying state during view update, this will cause undefined behavior."
}
