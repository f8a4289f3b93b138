import ReadTracking
import Synchronization
import Testing

@Suite("ObservationTracking options, events and tokens")
struct ObservationTrackingTests {
  @Test func theWillSetOptionFiresBeforeTheStore() {
    let thermometer = Thermometer()
    let log = Log<Int>()
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      thermometer.celsius
    } onChange: { _ in
      log.append(thermometer.celsius)
    }
    thermometer.celsius = 12
    #expect(log.values == [0])
    #expect(!tracking.isActive)
  }

  /// A token that read one property takes over the read's reference to the registrar: one
  /// reference while the token lives (so that cancelling it reaches the registrar), none once it
  /// is gone, whether it was cancelled or fired first.
  @Test func aTokenHoldsOneReferenceToTheRegistrarItReadUntilItGoes() throws {
    let library = Library()
    let registrar = library.observationRegistrar
    // A first scope creates the shared context; the baseline is taken once it is gone.
    withCancellableObservationTracking(options: .willSet) {
      library.searchText
    } onChange: { _ in
    }.tracking.cancel()
    let baseline = try #require(registrar.contextReferenceCount)
    var tokens: [ObservationScope] = []
    for _ in 0..<3 {
      tokens.append(
        withCancellableObservationTracking(options: .willSet) {
          library.searchText
        } onChange: {
          _ in
        }.tracking)
    }
    #expect(registrar.contextReferenceCount == baseline + 3)
    tokens[0].cancel()
    #expect(registrar.contextReferenceCount == baseline + 3)
    tokens.removeFirst()
    #expect(registrar.contextReferenceCount == baseline + 2)
    library.searchText = "dune"
    #expect(tokens.allSatisfy { !$0.isActive })
    #expect(registrar.contextReferenceCount == baseline + 2)
    tokens.removeAll()
    #expect(registrar.contextReferenceCount == baseline)
  }

  /// The token's reference keeps the registrar's shared part alive after the object is gone, so
  /// that cancelling and dropping the token later is safe.
  @Test func aTokenCancelledAfterTheObjectItReadIsDeallocatedStaysInactive() {
    let log = Log<String>()
    var library: Library? = Library()
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      library?.searchText
    } onChange: { event in
      log.append("\(event.kind)")
    }
    library = nil
    tracking.cancel()
    #expect(!tracking.isActive)
    #expect(log.count == 0)
  }

  /// The registrar gives back its reference to a fired scope without an atomic operation only
  /// when it is the last one: a token still held keeps the scope, and what its handler
  /// captured, until the token goes.
  @Test func aFiredScopeWhoseTokenIsKeptLivesUntilTheTokenGoes() {
    let library = Library()
    let log = Log<String>()
    weak var weakShelf: Shelf?
    var token: ObservationScope?
    do {
      let shelf = Shelf()
      weakShelf = shelf
      token =
        withCancellableObservationTracking(options: .willSet) {
          library.searchText
        } onChange: { event in
          _ = shelf
          log.append("\(event.kind)")
        }.tracking
    }
    library.searchText = "dune"
    library.searchText = "emma"
    #expect(log.values == ["willSet"])
    #expect(token?.isActive == false)
    #expect(weakShelf != nil)
    token?.cancel()
    token = nil
    #expect(weakShelf == nil)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func theDidSetOptionFiresAfterTheStore() {
    let thermometer = Thermometer()
    let log = Log<Int>()
    let (_, tracking) = withCancellableObservationTracking(options: .didSet) {
      thermometer.celsius
    } onChange: { _ in
      log.append(thermometer.celsius)
    }
    thermometer.celsius = 12
    thermometer.celsius = 13
    #expect(log.values == [12])
    withExtendedLifetime(tracking) {}
  }

  @Test func theDeinitOptionFiresWhenAnObservedObjectIsDeallocated() throws {
    let log = Log<String>()
    var library: Library? = Library()
    let expectedID = ObjectIdentifier(try #require(library))
    let (_, tracking) = withCancellableObservationTracking(options: [.willSet, .deinit]) {
      library?.searchText
    } onChange: { event in
      log.append("\(event.kind) \(event.typeName) \(event.objectID == expectedID)")
    }
    library = nil
    #expect(log.values == ["deinit Library true"])
    #expect(!tracking.isActive)
  }

  @Test func withoutTheDeinitOptionDeallocationIsSilentAndReleasesTheScope() {
    let log = Log<String>()
    weak var weakShelf: Shelf?
    var library: Library? = Library()
    do {
      let shelf = Shelf()
      weakShelf = shelf
      withObservationTracking {
        _ = library?.searchText
      } onChange: {
        _ = shelf
        log.append("changed")
      }
    }
    library = nil
    #expect(log.count == 0)
    #expect(weakShelf == nil)
  }

  @Test func theEventNamesTheObjectAndTheProperty() throws {
    let library = Library()
    let events = Lock<[ObservationTracking.Event]>([])
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      (library.books, library.searchText)
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    library.searchText = "swift"
    let event = try #require(events.withLock { $0.first })
    #expect(event.kind == .willSet)
    #expect(event.objectID == ObjectIdentifier(library))
    #expect(event.typeName == "Library")
    #expect(event.propertyName == "searchText")
    #expect(event.matches(\Library.searchText))
    #expect(!event.matches(\Library.books))
    #expect(!event.matches(\Thermometer.celsius))
    #expect(String(describing: event) == #"willSet \Library.searchText on Library"#)
    withExtendedLifetime(tracking) {}
  }

  /// A generic class, whose name holds its argument.
  final class Crate<Content> {}

  @Test func anEventNamesItsTypeTheSameEachTimeAndKeepsTypesApart() {
    func name(_ type: any AnyObject.Type) -> String {
      ObservationTracking.Event(
        kind: .willSet, objectID: ObjectIdentifier(type), objectType: type, keyPath: nil
      ).typeName
    }
    // Asked twice each: the second answer comes from the cache of names.
    for _ in 0..<2 {
      #expect(name(Library.self) == "Library")
      #expect(name(Thermometer.self) == "Thermometer")
      #expect(name(Crate<Int>.self) == "Crate<Int>")
      #expect(name(Crate<String>.self) == "Crate<String>")
    }
  }

  @Test func aTrackedPropertyEventCarriesNoKeyPathAndAHandReportedOneDoes() throws {
    let library = Library()
    let thermometer = Thermometer()
    let events = Lock<[ObservationTracking.Event]>([])
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      (library.searchText, thermometer.celsius)
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    let (_, humidityTracking) = withCancellableObservationTracking(options: .willSet) {
      thermometer.humidity
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    library.searchText = "swift"
    thermometer.humidity = 40
    let (tracked, handReported) = try #require(
      events.withLock { $0.count == 2 ? ($0[0], $0[1]) : nil })
    #expect(tracked.keyPath == nil)
    #expect(handReported.keyPath == \Thermometer.humidity)
    #expect(handReported.matches(\Thermometer.humidity))
    #expect(!handReported.matches(\Thermometer.celsius))
    withExtendedLifetime((tracking, humidityTracking)) {}
  }

  @Test func anEventMatchesAComputedPropertyThatReadsTheChangedProperty() throws {
    let library = Library()
    let events = Lock<[ObservationTracking.Event]>([])
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      library.books
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    library.books = ["Dune"]
    let event = try #require(events.withLock { $0.first })
    #expect(event.matches(\Library.books))
    #expect(event.matches(\Library.bookCount))
    #expect(!event.matches(\Library.isSyncing))
    withExtendedLifetime(tracking) {}
  }

  @Test func aSubclassNamesItsOwnAndItsSuperclassesTrackedProperties() {
    let document = TaggedDocument()
    let names = Lock<[String?]>([])
    var tokens: [ObservationScope] = []
    for read in [{ _ = document.title }, { _ = document.tag }] {
      let (_, tracking) = withCancellableObservationTracking(options: .willSet, read) { event in
        names.withLock { $0.append(event.propertyName) }
      }
      tokens.append(tracking)
    }
    document.title = "Draft"
    document.tag = "urgent"
    #expect(names.withLock { $0 } == ["title", "tag"])
    withExtendedLifetime(tokens) {}
  }

  @Test func aGenericClassNamesItsTrackedProperties() throws {
    let box = Box(contents: [1, 2])
    let events = Lock<[ObservationTracking.Event]>([])
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      box.contents
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    box.contents = [3]
    let event = try #require(events.withLock { $0.first })
    #expect(event.propertyName == "contents")
    #expect(event.matches(\Box<[Int]>.contents))
    #expect(!event.matches(\Box<[Int]>.label))
    withExtendedLifetime(tracking) {}
  }

  @Test func matchingAnEventInsideAScopeRecordsNothingInIt() throws {
    let library = Library()
    let events = Lock<[ObservationTracking.Event]>([])
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      library.searchText
    } onChange: { event in
      events.withLock { $0.append(event) }
    }
    library.searchText = "swift"
    let event = try #require(events.withLock { $0.first })
    // `matches` reads `isSyncing`; the scope around it must not come to depend on it.
    let fired = Lock(false)
    let (_, outer) = withCancellableObservationTracking(options: .willSet) {
      (library.books, event.matches(\Library.isSyncing))
    } onChange: { _ in
      fired.withLock { $0 = true }
    }
    library.isSyncing = true
    #expect(!fired.withLock { $0 })
    #expect(outer.isActive)
    withExtendedLifetime((tracking, outer)) {}
  }

  @Test func theEventNamesATrackedPropertyFromItsStorage() throws {
    let library = Library()
    let thermometer = Thermometer()
    let names = Lock<[String?]>([])
    var tokens: [ObservationScope] = []
    for read in [
      { _ = library.searchText }, { _ = library.isSyncing }, { _ = thermometer.celsius },
    ] {
      let (_, tracking) = withCancellableObservationTracking(options: .willSet, read) { event in
        names.withLock { $0.append(event.propertyName) }
      }
      tokens.append(tracking)
    }
    library.searchText = "swift"
    library.isSyncing.toggle()
    thermometer.celsius = 30
    // `celsius` is written by hand with a computed key path: on Linux it has no name.
    let expected: [String?] = [
      "searchText", "isSyncing",
      String(describing: \Thermometer.celsius).contains("<") ? nil : "celsius",
    ]
    #expect(names.withLock { $0 } == expected)
    withExtendedLifetime(tokens) {}
  }

  @Test func cancellingTheTokenRemovesEveryRegistrationAndSilencesTheScope() {
    let library = Library()
    let thermometer = Thermometer()
    let log = Log<String>()
    let (_, tracking) = withCancellableObservationTracking(options: [.willSet, .didSet, .deinit]) {
      (library.searchText, library.books, thermometer.celsius)
    } onChange: { _ in
      log.append("changed")
    }
    #expect(tracking.isActive)
    tracking.cancel()
    tracking.cancel()
    #expect(!tracking.isActive)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    library.searchText = "x"
    thermometer.celsius = 1
    #expect(log.count == 0)
  }

  @Test func releasingTheTokenCancelsTheScopeAndReleasesItsClosure() {
    let library = Library()
    let log = Log<String>()
    weak var weakShelf: Shelf?
    do {
      let shelf = Shelf()
      weakShelf = shelf
      let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
        library.searchText
      } onChange: { _ in
        _ = shelf
        log.append("changed")
      }
      #expect(library.observationRegistrar.registrationCounts.registrations == 1)
      _ = tracking
    }
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    #expect(weakShelf == nil)
    library.searchText = "x"
    #expect(log.count == 0)
  }

  @Test func aScopeThatReadNothingReturnsAnInactiveToken() {
    let library = Library()
    let (value, tracking) = withCancellableObservationTracking(options: .willSet) {
      library.lastOpened
    } onChange: { _ in
    }
    #expect(value == 0)
    #expect(!tracking.isActive)
  }

  @Test func aThrowingApplyInstallsNothing() {
    struct Failure: Error {}
    let library = Library()
    #expect(throws: Failure.self) {
      _ = try withCancellableObservationTracking(options: .willSet) {
        () throws(Failure) -> String in
        _ = library.searchText
        throw Failure()
      } onChange: { _ in
      }
    }
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aTrackedWriteInsideOnChangeNotifiesOthersWithoutRecursionOrDeadlock() {
    let library = Library()
    let log = Log<String>()
    // The first scope writes, from its onChange, both the property that fired it and another.
    let (_, first) = withCancellableObservationTracking(options: .willSet) {
      library.searchText
    } onChange: { _ in
      log.append("first")
      library.searchText = "from onChange"
      library.isSyncing = true
    }
    let (_, second) = withCancellableObservationTracking(options: .willSet) {
      library.isSyncing
    } onChange: { _ in
      log.append("second")
    }
    library.searchText = "typed"
    #expect(log.values == ["first", "second"])
    #expect(library.isSyncing)
    withExtendedLifetime((first, second)) {}
  }
}

/// A generic observable class: its storage offsets come from runtime metadata.
private final class Box<Contents>: Observable, @unchecked Sendable {
  // Safety: used from one thread at a time by the tests.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var label = ""
  @Tracked var contents: Contents

  init(contents: Contents) {
    self.contents = contents
  }
}

/// An observable base class with a tracked property.
private class Document: Observable, @unchecked Sendable {
  // Safety: used from one thread at a time by the tests.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var title = ""
}

/// A subclass adding a tracked property after the base class's storage.
private final class TaggedDocument: Document, @unchecked Sendable {
  // Safety: as for `Document`.
  @Tracked var tag = ""
}
