import ReadTracking
import Synchronization
import Testing

@Suite("withSynchronousObservation")
struct SynchronousObservationTests {
  @Test func itRunsAtOnceAndAgainAfterEachChangeWithTheStoredValue() {
    let thermometer = Thermometer()
    let log = Log<Int>()
    let tracking = withSynchronousObservation { _ in log.append(thermometer.celsius) }
    thermometer.celsius = 10
    thermometer.celsius = 20
    #expect(log.values == [0, 10, 20])
    withExtendedLifetime(tracking) {}
  }

  @Test func itNeverDeliversAStaleValueUnderConcurrentWriters() {
    let thermometer = Thermometer()
    let log = Log<Int>()
    let tracking = withSynchronousObservation { _ in log.append(thermometer.celsius) }
    onNewThread {
      for value in 1...200 { thermometer.celsius = value }
    }
    #expect(log.values.last == 200)
    withExtendedLifetime(tracking) {}
  }

  @Test func itRearmsWithWhatEachRunRead() {
    let library = Library()
    let log = Log<String>()
    let tracking = withSynchronousObservation { _ in
      log.append(library.isSyncing ? "syncing \(library.searchText)" : "idle")
    }
    library.searchText = "ignored while idle"
    library.isSyncing = true
    library.searchText = "seen"
    #expect(log.values == ["idle", "syncing ignored while idle", "syncing seen"])
    withExtendedLifetime(tracking) {}
  }

  @Test func itPassesTheTriggeringEvent() {
    let library = Library()
    let log = Log<String>()
    let tracking = withSynchronousObservation { event in
      _ = library.searchText
      guard let event else { return log.append("first run") }
      log.append("\(event.kind) \(event.matches(\Library.searchText)) \(event.typeName)")
    }
    library.searchText = "a"
    #expect(log.values == ["first run", "didSet true Library"])
    withExtendedLifetime(tracking) {}
  }

  @Test func itsOwnWritesDoNotTriggerItAgain() {
    let library = Library()
    let log = Log<Int>()
    let tracking = withSynchronousObservation { _ in
      log.append(library.books.count)
      library.books.append("written by the observer")
    }
    #expect(log.values == [0])
    library.books.removeAll()
    #expect(log.values == [0, 0])
    withExtendedLifetime(tracking) {}
  }

  @Test func cancellingStopsItAndRemovesItsRegistrations() {
    let library = Library()
    let log = Log<String>()
    let tracking = withSynchronousObservation { _ in log.append(library.searchText) }
    tracking.cancel()
    #expect(!tracking.isActive)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    library.searchText = "after cancel"
    #expect(log.values == [""])
  }

  @Test func releasingTheTokenStopsIt() {
    let library = Library()
    let log = Log<String>()
    do {
      let tracking = withSynchronousObservation { _ in log.append(library.searchText) }
      _ = tracking
    }
    library.searchText = "after release"
    #expect(log.values == [""])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }
}
