import Traps

extension Traps.UntrackedSyncLibrary: SyncedLibrary {}
extension Traps.PlainBookLibrary: SyncedLibrary {}
extension Traps.PlainBook: SyncedBook {}
extension Traps.UnpublishedSyncLibrary: SyncedLibrary {}
extension Traps.NestedSyncLibrary: SyncedLibrary {}
