import RecomputeHarness
import ViewGraph

extension ScriptEvent {
  /// The event as the harness plays it: typing and tapping through the host, the sync's
  /// writes from a background task.
  var workloadEvent: WorkloadEvent<SyncActions> {
    switch self {
    case .keystroke(let character):
      .type(
        String(character), into: "Search", name: name, description: description, tag: "keystroke")
    case .syncStarts: .write(name: name, description: description) { $0.start() }
    case .bookDelivered: .write(name: name, description: description) { $0.deliver() }
    case .bookRenamed: .write(name: name, description: description) { $0.rename() }
    case .syncEnds: .write(name: name, description: description) { $0.end() }
    case .clearTapped:
      .tap(LibraryWorkload.clearButtonTitle, name: name, description: description)
    case .bookDeleted:
      WorkloadEvent(name: name, description: description) { screen in
        let rows = screen.host.nodes {
          // The publish-on-write traps' rows are `PublishedBookRow`s. The type is checked first,
          // and without an array: the predicate runs for every node of a million rows.
          ($0.viewType == "BookRow" || $0.viewType == "PublishedBookRow")
            && $0.explicitIDs == [AnyHashable(LibraryWorkload.deletedBookID)]
        }
        guard let row = rows.first else {
          throw WorkloadError.rowNotFound(
            screen.model.variant, bookID: LibraryWorkload.deletedBookID)
        }
        return { [host = screen.host] in try host.tap("Delete", in: row) }
      }
    }
  }
}
