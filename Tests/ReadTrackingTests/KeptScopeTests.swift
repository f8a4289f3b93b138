import ReadTracking
import Testing

/// Tracked work done again, keeping the scope of the last run (the package form of
/// `withCancellableObservationTracking` a view runtime uses for each evaluation): the scope is
/// kept only when it observes exactly what a new one would, and either way a write fires exactly
/// what a new scope would have fired.
@Suite("Kept tracking scopes", .timeLimit(.minutes(10)))
struct KeptScopeTests {
  /// Runs `apply` as tracked work replacing `current`, whose handler (like the new one's)
  /// appends the event's property name and whether it raced the installation to `log`.
  ///
  /// - Returns: The scope that replaced `current` (`current` itself when it was kept), or `nil`
  ///   when `apply` read nothing.
  private func track(
    keeping current: ObservationScope?, options: ObservationTracking.Options = .willSet,
    log: Log<String>, _ apply: () -> Void
  ) -> ObservationScope? {
    var scope = current
    withCancellableObservationTracking(options: options, replacing: &scope, apply) {
      { event in log.append("\(event.propertyName ?? "?") \(event.changedBeforeInstall)") }
    }
    return scope
  }

  @Test func workThatReadsTheSamePropertiesKeepsTheScopeWhichStillFiresOnce() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) {
      _ = library.searchText
      _ = library.isSyncing
    }
    let second = track(keeping: first, log: log) {
      _ = library.searchText
      _ = library.isSyncing
    }
    #expect(second === first)
    #expect(library.observationRegistrar.registrationCounts == (registrations: 2, slots: 2))
    library.isSyncing = true
    library.searchText = "after"
    #expect(log.values == ["isSyncing false"])
    #expect(library.observationRegistrar.registrationCounts == (registrations: 0, slots: 0))
  }

  @Test func workThatReadsAnotherPropertyGetsANewScopeOnIt() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) { _ = library.isSyncing }
    #expect(second !== first)
    #expect(first?.isActive == false)
    library.searchText = "no longer read"
    #expect(log.values.isEmpty)
    library.isSyncing = true
    #expect(log.values == ["isSyncing false"])
  }

  @Test func workThatDropsAReadGetsANewScopeWithoutIt() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) {
      _ = library.searchText
      _ = library.isSyncing
    }
    let second = track(keeping: first, log: log) { _ = library.searchText }
    #expect(second !== first)
    #expect(first?.isActive == false)
    #expect(library.observationRegistrar.registrationCounts == (registrations: 1, slots: 1))
    library.isSyncing = true
    #expect(log.values.isEmpty)
    library.searchText = "read"
    #expect(log.values == ["searchText false"])
  }

  @Test func workThatAddsAReadGetsANewScopeWithIt() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) {
      _ = library.searchText
      _ = library.isSyncing
    }
    #expect(second !== first)
    #expect(first?.isActive == false)
    library.isSyncing = true
    #expect(log.values == ["isSyncing false"])
  }

  @Test func workThatReadsTheSamePropertiesInAnotherOrderGetsANewScope() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) {
      _ = library.searchText
      _ = library.isSyncing
    }
    let second = track(keeping: first, log: log) {
      _ = library.isSyncing
      _ = library.searchText
    }
    #expect(second !== first)
    #expect(first?.isActive == false)
    library.searchText = "read"
    #expect(log.values == ["searchText false"])
  }

  @Test func aWriteToWhatTheWorkReadDuringTheWorkEndsTheKeptScopeAndANewOneIsInstalled() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) {
      _ = library.searchText
      onNewThread { library.searchText = "raced" }
    }
    // The write fired the kept scope (it was still installed), then the new scope, installed
    // after a write it did not see, fired at once, as it does with no scope kept.
    #expect(second !== first)
    #expect(log.values == ["searchText false", "? true"])
    #expect(first?.isActive == false)
    #expect(second?.isActive == false)
  }

  @Test func aWriteToAnotherPropertyOfTheObjectDuringTheWorkIsNotMissedByKeeping() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) {
      _ = library.searchText
      onNewThread { library.isSyncing = true }
    }
    // The kept scope does not observe `isSyncing`, but a new scope would have seen the
    // object's write since the read and fired at once: so it is made, and fires.
    #expect(second !== first)
    #expect(log.values == ["? true"])
    #expect(first?.isActive == false)
  }

  @Test func aScopeThatFiredOrWasCancelledIsNotKept() {
    let library = Library()
    let log = Log<String>()
    let fired = track(keeping: nil, log: log) { _ = library.searchText }
    library.searchText = "fired"
    #expect(track(keeping: fired, log: log) { _ = library.searchText } !== fired)
    let cancelled = track(keeping: nil, log: log) { _ = library.isSyncing }
    cancelled?.cancel()
    let replacement = track(keeping: cancelled, log: log) { _ = library.isSyncing }
    #expect(replacement !== cancelled)
    library.isSyncing = true
    #expect(log.values == ["searchText false", "isSyncing false"])
  }

  @Test func aScopeWithOtherOptionsOrOverSeveralObjectsIsNotKept() {
    let library = Library()
    let other = Library()
    let log = Log<String>()
    let willSet = track(keeping: nil, log: log) { _ = library.searchText }
    let didSet = track(keeping: willSet, options: .didSet, log: log) { _ = library.searchText }
    #expect(didSet !== willSet)
    #expect(willSet?.isActive == false)
    let both = track(keeping: nil, log: log) {
      _ = library.searchText
      _ = other.searchText
    }
    let again = track(keeping: both, log: log) {
      _ = library.searchText
      _ = other.searchText
    }
    #expect(again !== both)
    #expect(both?.isActive == false)
    didSet?.cancel()
    other.searchText = "read"
    #expect(log.values == ["searchText false"])
  }

  @Test func workThatReadsNothingCancelsTheScopeAndLeavesNone() {
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) {}
    #expect(second == nil)
    #expect(first?.isActive == false)
  }

  @Test func aKeptScopeOnOneTrackedPropertyStillFiresOnceAfterAWrite() {
    // One `@Tracked` property: the scope is kept without the registrar's lock.
    let library = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library.searchText }
    let second = track(keeping: first, log: log) { _ = library.searchText }
    let third = track(keeping: second, log: log) { _ = library.searchText }
    #expect(second === first)
    #expect(third === first)
    #expect(library.observationRegistrar.registrationCounts == (registrations: 1, slots: 1))
    library.isSyncing = true
    #expect(log.values.isEmpty)
    library.searchText = "after"
    library.searchText = "again"
    #expect(log.values == ["searchText false"])
    #expect(first?.isActive == false)
    #expect(library.observationRegistrar.registrationCounts == (registrations: 0, slots: 0))
  }

  @Test func aScopeWhoseObjectWasDeallocatedDuringTheWorkIsNotKept() {
    // The deinit removed the scope but left it armed (it asked for no `deinit` event): it no
    // longer observes the property the work read, so it is not kept.
    var library: Library? = Library()
    let log = Log<String>()
    let first = track(keeping: nil, log: log) { _ = library!.searchText }
    let second = track(keeping: first, log: log) {
      _ = library!.searchText
      library = nil
    }
    #expect(second !== first)
    #expect(first?.isActive == false)
    #expect(log.values.isEmpty)
  }

  @Test func aScopeStillFitsIn72BytesWithItsObservedPropertyAndAnyHandler() {
    // 72 bytes and the allocator's 8-byte header take 80; 80 bytes would take 96.
    #expect(ObservationScope.instanceSize == 72)
  }

  @Test func aScopeMadeWithADispatcherCallsItOnceWithTheEventAndItsID() {
    let library = Library()
    let log = Log<String>()
    let dispatcher = ObservationDispatcher { event, id in
      log.append("\(id) \(event.propertyName ?? "?") \(event.changedBeforeInstall)")
    }
    var scope: ObservationScope?
    withCancellableObservationTracking(
      options: .willSet, replacing: &scope, { _ = library.searchText },
      dispatchingTo: dispatcher, id: 7)
    let made = scope
    withCancellableObservationTracking(
      options: .willSet, replacing: &scope, { _ = library.searchText },
      dispatchingTo: dispatcher, id: 7)
    #expect(scope === made)
    #expect(scope?.dispatchedTo?.dispatcher === dispatcher)
    #expect(scope?.dispatchedTo?.id == 7)
    library.searchText = "a"
    library.searchText = "b"
    #expect(log.values == ["7 searchText false"])
  }

  @Test func aDispatchedScopeThatAWriteRacedCallsItAtOnceWithItsID() {
    let library = Library()
    let log = Log<String>()
    let dispatcher = ObservationDispatcher { event, id in
      log.append("\(id) \(event.propertyName ?? "?") \(event.changedBeforeInstall)")
    }
    var scope: ObservationScope?
    withCancellableObservationTracking(
      options: .willSet, replacing: &scope,
      {
        _ = library.searchText
        onNewThread { library.searchText = "raced" }
      }, dispatchingTo: dispatcher, id: 3)
    #expect(log.values == ["3 ? true"])
    #expect(scope?.isActive == false)
  }
}
