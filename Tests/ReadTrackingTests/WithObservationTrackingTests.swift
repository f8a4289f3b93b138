import ReadTracking
import Synchronization
import Testing

@Suite("withObservationTracking", .timeLimit(.minutes(10)))
struct WithObservationTrackingTests {
  @Test func writingAPropertyReadInTheScopeCallsOnChange() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking {
      library.searchText
    } onChange: {
      log.append("changed")
    }
    library.searchText = "swift"
    #expect(log.values == ["changed"])
  }

  @Test func writingAPropertyNotReadDoesNotCallOnChange() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking {
      library.searchText
    } onChange: {
      log.append("changed")
    }
    library.isSyncing = true
    library.books.append("Dune")
    #expect(log.count == 0)
  }

  @Test func onChangeRunsAtWillSetWhileTheOldValueIsVisible() {
    let thermometer = Thermometer()
    let log = Log<Int>()
    _ = withObservationTracking {
      thermometer.celsius
    } onChange: {
      log.append(thermometer.celsius)
    }
    thermometer.celsius = 30
    #expect(log.values == [0])
  }

  @Test func onChangeRunsAtMostOnce() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking {
      (library.searchText, library.isSyncing)
    } onChange: {
      log.append("changed")
    }
    library.searchText = "a"
    library.searchText = "b"
    library.isSyncing = true
    #expect(log.count == 1)
  }

  @Test func onChangeRunsSynchronouslyOnTheMutatingThread() {
    let thermometer = Thermometer()
    let log = Log<UInt>()
    _ = withObservationTracking {
      thermometer.celsius
    } onChange: {
      log.append(currentThreadID())
    }
    let writer = Lock<UInt>(0)
    onNewThread {
      writer.withLock { $0 = currentThreadID() }
      thermometer.celsius = 1
      // Synchronous: the callback already ran when the write returns.
      #expect(log.count == 1)
    }
    #expect(log.values == [writer.withLock { $0 }])
    #expect(writer.withLock { $0 } != currentThreadID())
  }

  @Test func readsOnOtherThreadsAreNotRecorded() {
    let thermometer = Thermometer()
    let log = Log<String>()
    withObservationTracking {
      onNewThread { _ = thermometer.celsius }
    } onChange: {
      log.append("changed")
    }
    thermometer.celsius = 5
    #expect(log.count == 0)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func firingRemovesEveryRegistrationOfTheScope() {
    let library = Library()
    let thermometer = Thermometer()
    _ = withObservationTracking {
      (library.searchText, library.books, thermometer.celsius, thermometer.humidity)
    } onChange: {
    }
    #expect(library.observationRegistrar.registrationCounts.registrations == 2)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 2)
    thermometer.celsius = 3
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func nestedScopesMergeIntoTheOuterScope() {
    let library = Library()
    let log = Log<String>()
    withObservationTracking {
      _ = library.isSyncing
      _ = withObservationTracking {
        library.searchText
      } onChange: {
        log.append("inner")
      }
    } onChange: {
      log.append("outer")
    }
    library.searchText = "x"
    #expect(log.values.sorted() == ["inner", "outer"])
  }

  @Test func aScopeThatReadNothingInstallsNothingAndDoesNotRetainOnChange() {
    let library = Library()
    weak var weakCaptured: Shelf?
    do {
      let captured = Shelf()
      weakCaptured = captured
      _ = withObservationTracking {
        library.lastOpened
      } onChange: {
        _ = captured
      }
    }
    #expect(weakCaptured == nil)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aPlainStoredPropertyIsNotTracked() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking {
      library.lastOpened
    } onChange: {
      log.append("changed")
    }
    library.lastOpened = 7
    #expect(log.count == 0)
  }

  @Test func aHandWrittenPropertyWithCustomStorageIsTracked() {
    let thermometer = Thermometer()
    let log = Log<String>()
    _ = withObservationTracking {
      thermometer.humidity
    } onChange: {
      log.append("humidity")
    }
    thermometer.celsius = 4
    #expect(log.count == 0)
    thermometer.humidity = 4
    #expect(log.values == ["humidity"])
  }

  @Test func aComputedPropertyOverTrackedStorageIsTracked() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking {
      library.bookCount
    } onChange: {
      log.append("count")
    }
    library.books.append("Dune")
    #expect(log.values == ["count"])
  }

  @Test func didSetIsDeliveredWhenTheMutationThrows() throws {
    struct Failure: Error {}
    let thermometer = Thermometer()
    let log = Log<ObservationTracking.Event.Kind>()
    let (_, tracking) = withCancellableObservationTracking(options: .didSet) {
      thermometer.celsius
    } onChange: { event in
      log.append(event.kind)
    }
    #expect(throws: Failure.self) { try thermometer.failToSet(Failure()) }
    #expect(log.values == [.didSet])
    withExtendedLifetime(tracking) {}
  }

  @Test func aWriteRacingTheInstallationFiresTheScopeAtOnce() {
    let thermometer = Thermometer()
    let log = Log<String>()
    withObservationTracking {
      _ = thermometer.celsius
      // Another thread writes after the read and before the scope is installed.
      onNewThread { thermometer.celsius = 9 }
    } onChange: {
      log.append("fired")
    }
    #expect(log.count == 1)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func ownWritesInsideTheScopeDoNotFireIt() {
    let library = Library()
    let log = Log<String>()
    withObservationTracking {
      _ = library.searchText
      library.searchText = "typed inside"
    } onChange: {
      log.append("changed")
    }
    #expect(log.count == 0)
    library.searchText = "typed after"
    #expect(log.count == 1)
  }

  // The registrar holds the only reference to a scope with no token (it adopts the one made by
  // creating the scope): each way the scope ends must release it, and with it `onChange`.

  @Test func aScopeKeepsOnChangeUntilAWriteFiresItThenReleasesIt() {
    let library = Library()
    let log = Log<String>()
    let captured = installCapturingAShelf(log: log) { _ = library.searchText }
    #expect(captured() != nil)
    library.searchText = "x"
    #expect(log.values == ["fired"])
    #expect(captured() == nil)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aScopeFiredByAWriteRacingItsInstallationReleasesOnChange() {
    let library = Library()
    let log = Log<String>()
    let captured = installCapturingAShelf(log: log) {
      _ = library.searchText
      onNewThread { library.searchText = "raced" }
    }
    #expect(log.values == ["fired"])
    #expect(captured() == nil)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aScopeReleasesOnChangeWhenTheObjectItReadIsDeallocated() {
    var library: Library? = Library()
    weak let weakLibrary = library
    let captured = installCapturingAShelf(log: Log()) { _ = library?.searchText }
    library = nil
    #expect(weakLibrary == nil)
    #expect(captured() == nil)
  }

  /// Installs a scope around `read` whose `onChange` captures a new shelf and logs "fired".
  ///
  /// - Returns: The shelf while something still references it.
  private func installCapturingAShelf(log: Log<String>, _ read: () -> Void) -> () -> Shelf? {
    let shelf = Shelf()
    withObservationTracking(read) {
      _ = shelf
      log.append("fired")
    }
    return { [weak shelf] in shelf }
  }
}

@Suite("Scopes installed during a write", .timeLimit(.minutes(10)))
struct InstallDuringWriteTests {
  @Test func aScopeInstalledInsideOnChangeFiresAtDidSetWithTheNewValueVisible() {
    let thermometer = Thermometer()
    let seen = Log<Int>()
    let second = Lock<ObservationScope?>(nil)
    let (_, first) = withCancellableObservationTracking(options: .willSet) {
      thermometer.celsius
    } onChange: { _ in
      // The view pattern: re-render at once, which reads the old value (willSet timing)...
      let (stale, tracking) = withCancellableObservationTracking(options: .willSet) {
        thermometer.celsius
      } onChange: { event in
        // ...so the new scope fires again at didSet, where the new value is visible.
        seen.append(thermometer.celsius)
        #expect(event.kind == .didSet)
      }
      seen.append(stale)
      second.withLock { $0 = tracking }
    }
    thermometer.celsius = 7
    #expect(seen.values == [0, 7])
    withExtendedLifetime(first) {}
  }
}
