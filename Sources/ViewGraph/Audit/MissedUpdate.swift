/// A view that shows a stale value: the audit evaluated its body again after a pass and it would
/// show something else than what is on screen, although no pass recomputed it.
///
/// Found only when the host audits its passes (see ``ViewHost/init(root:auditsMissedUpdates:)``),
/// and reported in ``PassReport/missedUpdates``, once for each value the view failed to show:
/// a view that stays stale over several passes is reported again only when what it would show
/// changes again.
///
/// ```swift
/// host.flush().missedUpdates.map(\.description)
/// // LibraryScreen/VStack/BookCount[0]: shows Text("42 books"), would show Text("43 books"):
/// // the body read Shelf.count, a stored property that is not @Tracked; …
/// ```
///
/// `MissedUpdate` is `Sendable`.
public struct MissedUpdate: Hashable, Sendable, CustomStringConvertible {
  /// The identity path of the stale view, such as `LibraryScreen/VStack/SyncIndicator[2]`.
  public let path: String
  /// The stale view's type, such as `SyncIndicator`.
  public let viewType: String
  /// The first line of the view's own output on screen that is stale, such as
  /// `Text("Up to date")`; `nil` when the view would show a line more.
  public let shownLine: String?
  /// The line the view would show instead, such as `Text("Syncing…")`; `nil` when the line
  /// would go, or when it cannot be known without running an action (a value read outside
  /// `body`).
  public let expectedLine: String?
  /// Why the view was not updated, as far as the audit can tell.
  public let cause: Cause

  /// The update as one line: `path: shows …, would show …: cause`.
  public var description: String {
    let shown = shownLine ?? "nothing"
    let expected = expectedLine ?? (cause.isReadOutsideBody ? "(unknown)" : "nothing")
    return "\(path): shows \(shown), would show \(expected): \(cause)"
  }
}
