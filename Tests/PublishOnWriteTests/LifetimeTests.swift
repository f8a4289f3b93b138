import PublishOnWrite
import Testing

/// An object whose deinitialization a test watches through a weak reference.
final class Canary: Sendable {}

@Suite("Lifetime")
struct LifetimeTests {
  @Test func objectDeinitializesWhileItsPublisherHasSubscribers() {
    weak var weakLibrary: Library?
    let counter = Counter()
    var tokens: [AnyCancellable] = []
    do {
      let library = Library()
      weakLibrary = library
      library.objectWillChange.sink { counter.increment() }.store(in: &tokens)
      library.$count.sink { _ in counter.increment() }.store(in: &tokens)
      library.count = 1
    }
    #expect(weakLibrary == nil)
    #expect(counter.count == 3)
    for token in tokens { token.cancel() }
  }

  @Test func publisherOutlivesItsObjectWithoutKeepingItAlive() {
    weak var weakModel: DerivedModel?
    let publisher: ObservableObjectPublisher
    do {
      let model = DerivedModel()
      weakModel = model
      publisher = model.objectWillChange
    }
    #expect(weakModel == nil)
    let counter = Counter()
    let token = publisher.sink { counter.increment() }
    publisher.send()
    #expect(counter.count == 1)
    token.cancel()
  }

  @Test func objectStoringItsOwnSubscriptionDeinitializes() {
    final class SelfObserving: ObservableObject, @unchecked Sendable {
      @Published var value = 0
      var tokens: [AnyCancellable] = []
    }
    weak var weakModel: SelfObserving?
    let counter = Counter()
    do {
      let model = SelfObserving()
      weakModel = model
      model.objectWillChange.sink { counter.increment() }.store(in: &model.tokens)
      model.value = 1
    }
    #expect(weakModel == nil)
    #expect(counter.count == 1)
  }

  /// The publishers a `sink` may subscribe to in ``cancellingReleasesTheSubscriberClosure(to:)``.
  enum SinkSource: CaseIterable, Sendable {
    case objectWillChange
    case projectedValue
    case subject

    /// Subscribes a closure that keeps `canary` to a publisher of `library`, or to a new subject.
    func subscribe(keeping canary: Canary, in library: Library) -> AnyCancellable {
      switch self {
      case .objectWillChange: library.objectWillChange.sink { withExtendedLifetime(canary) {} }
      case .projectedValue: library.$count.sink { _ in withExtendedLifetime(canary) {} }
      case .subject: PassthroughSubject<Int, Never>().sink { _ in withExtendedLifetime(canary) {} }
      }
    }
  }

  @Test(arguments: SinkSource.allCases)
  func cancellingReleasesTheSubscriberClosure(to source: SinkSource) {
    let library = Library()
    weak var weakCanary: Canary?
    let token: AnyCancellable
    do {
      let canary = Canary()
      weakCanary = canary
      token = source.subscribe(keeping: canary, in: library)
    }
    #expect(weakCanary != nil)
    token.cancel()
    #expect(weakCanary == nil)
  }
}
