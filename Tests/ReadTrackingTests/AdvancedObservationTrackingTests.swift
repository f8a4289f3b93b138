import Dispatch
import ReadTracking
import Testing

@Suite("withObservationTracking(options:) (SE-0506)", .timeLimit(.minutes(10)))
struct AdvancedObservationTrackingTests {
  @Test func willSetAndDidSetDeliverTwoEventsInOrderForOneWrite() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking(options: [.willSet, .didSet]) {
      library.searchText
    } onChange: { event in
      log.append("\(event.kind) \(library.searchText)")
    }
    library.searchText = "dune"
    // The willSet sees the old value, the didSet the new one; then the observation has ended.
    library.searchText = "emma"
    #expect(log.values == ["willSet ", "didSet dune"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func cancellingAtWillSetSuppressesTheDidSet() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking(options: [.willSet, .didSet]) {
      library.searchText
    } onChange: { event in
      log.append("\(event.kind)")
      if event.kind == .willSet { event.cancel() }
    }
    library.searchText = "dune"
    #expect(log.values == ["willSet"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func theObservationStaysInstalledWithoutAToken() {
    let library = Library()
    let log = Log<String>()
    // Nothing is kept: the observation lives until it fires.
    _ = withObservationTracking(options: .willSet) {
      library.isSyncing
    } onChange: { event in
      log.append("\(event.kind)")
    }
    library.isSyncing = true
    library.isSyncing = false
    #expect(log.values == ["willSet"])
  }

  @Test func itReturnsWhatApplyReturnedEvenANoncopyableValue() {
    struct Ticket: ~Copyable {
      let number: Int
    }
    let library = Library()
    library.books = ["Dune", "Emma"]
    let ticket = withObservationTracking(options: .willSet) {
      Ticket(number: library.books.count)
    } onChange: { _ in
    }
    #expect(ticket.number == 2)
  }

  @Test func didSetAloneIsDeliveredAfterTheStore() {
    let library = Library()
    let log = Log<String>()
    _ = withObservationTracking(options: .didSet) {
      library.searchText
    } onChange: { event in
      log.append("\(event.kind) \(library.searchText)")
    }
    library.searchText = "dune"
    #expect(log.values == ["didSet dune"])
  }

  @Test func matchesTellsWhichPropertyChanged() {
    let library = Library()
    let log = Log<String>()
    withObservationTracking(options: .willSet) {
      _ = library.searchText
      _ = library.isSyncing
    } onChange: { event in
      log.append(
        "searchText \(event.matches(\Library.searchText)) isSyncing \(event.matches(\Library.isSyncing))"
      )
    }
    library.isSyncing = true
    #expect(log.values == ["searchText false isSyncing true"])
  }

  @Test func theDeinitOptionDeliversADeinitEventThatMatchesNoProperty() {
    var library: Library? = Library()
    let log = Log<String>()
    withObservationTracking(options: .deinit) {
      _ = library?.searchText
    } onChange: { event in
      log.append("\(event.kind) \(event.matches(\Library.searchText))")
    }
    library = nil
    #expect(log.values == ["deinit false"])
  }

  @Test func noOptionsInstallNothing() {
    let library = Library()
    _ = withObservationTracking(options: []) {
      library.searchText
    } onChange: { _ in
    }
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aWriteRacingTheInstallationIsDeliveredAsWillSetThenDidSet() {
    let library = Library()
    let log = Log<String>()
    withObservationTracking(options: [.willSet, .didSet]) {
      _ = library.searchText
      onNewThread { library.searchText = "raced" }
    } onChange: { event in
      log.append("\(event.kind) \(event.changedBeforeInstall)")
    }
    #expect(log.values == ["willSet true", "didSet true"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func concurrentWritersEndTheObservationWithExactlyOneDidSet() {
    let thermometer = Thermometer()
    let log = Log<String>()
    _ = withObservationTracking(options: [.willSet, .didSet]) {
      thermometer.celsius
    } onChange: { event in
      log.append("\(event.kind)")
    }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 1...100 { thermometer.celsius = thread * 1000 + value }
    }
    // A willSet may be dropped when another thread's didSet ended the observation first.
    #expect(log.values.filter { $0 == "didSet" }.count == 1)
    #expect(log.values.filter { $0 == "willSet" }.count <= 1)
    #expect(log.values.last == "didSet")
  }
}
