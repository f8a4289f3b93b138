/// Which mounted views the audit for missed updates evaluates again after a flush.
///
/// ``everyView`` is the audit's full promise: every custom view's body is evaluated again, so a
/// view is caught whatever it read (a model's unobserved property, a global, a clock, a captured
/// value). It costs one body evaluation per mounted view per flush, which at a million rows is
/// most of the time a run takes.
///
/// ``rowsReachingChanges`` keeps that promise for what a flush could have changed without the
/// runtime hearing of it, and for every view that is not a row:
///
/// - Every custom view outside rows is evaluated again, as with ``everyView``. A *row* is a view
///   with an explicit identity (a `ForEach` element, or a view given `.id(_:)`), with everything
///   below it.
/// - A row is evaluated again when a model it holds is, or leads to, an object that changed
///   since the previous audit in a way no view is told of: a plain stored property (of an
///   `Observable` class, of an `ObservableObject`, or of a class that is neither), or any stored
///   property of an `ObservableObject` held by a property of another `ObservableObject`.
///
/// What it no longer catches in rows: a body that reads a global, a clock or a value captured in
/// a closure, and one that reads a property marked `@ObservationIgnored` or `@Unpublished` (taken
/// at its word: no view shows it). Reads outside `body` are reported as with ``everyView``, from
/// the actions that made them.
///
/// ```swift
/// let host = ViewHost(root: LibraryScreen(library: library))
/// host.startAuditingMissedUpdates(scope: .rowsReachingChanges)
/// library.isSyncing = true  // a plain stored property
/// host.flush().missedUpdates.count  // every row that shows the sync badge, and the indicator
/// ```
///
/// `AuditScope` is `Sendable`.
public enum AuditScope: Sendable, Equatable, CustomStringConvertible {
  /// Every mounted custom view's body is evaluated again after each flush.
  case everyView
  /// Every custom view outside rows, and the rows that reach an object whose unobserved storage
  /// changed since the previous audit.
  case rowsReachingChanges

  /// What the scope audits, in words, such as `every view`.
  public var description: String {
    switch self {
    case .everyView:
      "every view"
    case .rowsReachingChanges:
      "every view outside rows, and the rows that reach an object whose unobserved storage "
        + "changed"
    }
  }
}
