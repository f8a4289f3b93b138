/// A version of the library screen that commits one trap on purpose: a way views miss an update
/// and show a stale value, which the view graph's audit must find.
///
/// The three traps of seed 002 are built on variant C (reads pushed down), the two of
/// publish-on-write on variant A. Each changes as little as its trap needs, and the workload
/// plays the same script on it.
///
/// `Trap` is `Sendable`.
public enum Trap: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `isSyncing` is a computed property over a plain stored property of the library (module
  /// `Traps`, `UntrackedSyncLibrary`).
  case untrackedStorage = "untracked-storage"
  /// The sync indicator reads `isSyncing` in `onAppear` and shows what it read (module `Traps`,
  /// `SyncIndicatorReadOnAppear`).
  case readOutsideBody = "read-outside-body"
  /// The books are plain classes, neither `Observable` nor `ObservableObject` (module `Traps`,
  /// `PlainBookLibrary`).
  case plainClassElements = "plain-class-elements"
  /// Variant A whose `isSyncing` is a stored property that is not `@Published` (module `Traps`,
  /// `UnpublishedSyncLibrary`).
  case unpublishedProperty = "unpublished-property"
  /// Variant A whose sync state is an `ObservableObject` held by a property of the library
  /// (module `Traps`, `NestedSyncLibrary`).
  case nestedObservableObject = "nested-observable-object"

  /// The reference variant the trap is built on.
  public var variant: Variant {
    switch self {
    case .untrackedStorage, .readOutsideBody, .plainClassElements: .readsPushedDown
    case .unpublishedProperty, .nestedObservableObject: .publishOnWrite
    }
  }

  /// The trap's name and what it does, such as `untracked-storage: isSyncing computed over a
  /// plain stored property`.
  public var description: String {
    switch self {
    case .untrackedStorage: "\(rawValue): isSyncing computed over a plain stored property"
    case .readOutsideBody: "\(rawValue): the sync indicator reads isSyncing in onAppear"
    case .plainClassElements: "\(rawValue): books are plain classes"
    case .unpublishedProperty: "\(rawValue): isSyncing is not @Published"
    case .nestedObservableObject: "\(rawValue): isSyncing lives in a nested ObservableObject"
    }
  }
}
