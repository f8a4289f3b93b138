/// The writes a sync service makes to a library, as closures that run on a background task,
/// and the variant whose library they write to.
package struct SyncActions: Sendable {
  let variant: Variant
  let start: @Sendable () -> Void
  let deliver: @Sendable () -> Void
  let rename: @Sendable () -> Void
  let end: @Sendable () -> Void

  init<Library: SyncedLibrary>(_ library: Library, of variant: Variant) {
    self.variant = variant
    start = { library.isSyncing = true }
    deliver = { library.add(title: "Synced book") }
    rename = {
      library.books.first { $0.id == LibraryWorkload.renamedBookID }?.title = "Renamed book"
    }
    end = { library.isSyncing = false }
  }
}
