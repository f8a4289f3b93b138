import Dispatch
import PublishOnWrite
import Testing

/// A model used by one test only, so that its class layout is first read under a race.
///
/// Safety: each thread writes its own property.
private final class FreshLayoutModel: ObservableObject, @unchecked Sendable {
  @Published var first = 0
  @Published var second = 0
}

@Suite("PublishOnWrite concurrency", .timeLimit(.minutes(10)))
struct PublishOnWriteConcurrencyTests {
  @Test func racingFirstAccessesYieldOnePublisher() {
    for _ in 0..<200 {
      let model = DerivedModel()
      let identifiers = Lock(Set<ObjectIdentifier>())
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        let publisher =
          index.isMultiple(of: 2) ? model.objectWillChange : (model as BaseModel).objectWillChange
        identifiers.withLock { _ = $0.insert(ObjectIdentifier(publisher)) }
      }
      #expect(identifiers.withLock { $0.count } == 1)
    }
  }

  @Test func racingFirstReadOfAClassLayoutYieldsOnePublisherLinkedToEveryProperty() {
    let model = FreshLayoutModel()
    let identifiers = Lock(Set<ObjectIdentifier>())
    let tokens = Lock([AnyCancellable]())
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let publisher = model.objectWillChange
      identifiers.withLock { _ = $0.insert(ObjectIdentifier(publisher)) }
      let token = publisher.sink { counter.increment() }
      tokens.withLock { $0.append(token) }
    }
    model.first = 1
    model.second = 1
    #expect(identifiers.withLock { $0.count } == 1)
    #expect(counter.count == 16)
    tokens.withLock { $0.removeAll() }
  }

  @Test func racingFirstAccessesOfAClassWithoutPublishedYieldOnePublisher() {
    for _ in 0..<200 {
      let model = PlainObservable()
      let identifiers = Lock(Set<ObjectIdentifier>())
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        identifiers.withLock { _ = $0.insert(ObjectIdentifier(model.objectWillChange)) }
      }
      #expect(identifiers.withLock { $0.count } == 1)
    }
  }

  @Test func subscriptionMadeDuringTheFirstAccessRaceSeesEveryLaterWrite() {
    for _ in 0..<100 {
      let model = DerivedModel()
      let counters = (0..<4).map { _ in Counter() }
      let tokens = Lock([AnyCancellable]())
      DispatchQueue.concurrentPerform(iterations: 4) { index in
        let token = model.objectWillChange.sink { counters[index].increment() }
        tokens.withLock { $0.append(token) }
      }
      model.base = 1
      model.derived = 1
      model.other = "1"
      #expect(counters.map(\.count) == [3, 3, 3, 3])
      tokens.withLock { $0.removeAll() }
    }
  }

  @Test func concurrentWritesToDifferentPropertiesAreAllSent() {
    let model = DerivedModel()
    let counter = Counter()
    let values = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    let projected = model.$derived.sink { _ in values.increment() }
    let writes = 2_000
    DispatchQueue.concurrentPerform(iterations: 3) { property in
      for value in 1...writes {
        switch property {
        case 0: model.base = value
        case 1: model.derived = value
        default: model.other = String(value)
        }
      }
    }
    #expect(counter.count == 3 * writes)
    #expect(values.count == writes + 1)
    #expect(model.base == writes && model.derived == writes && model.other == String(writes))
    token.cancel()
    projected.cancel()
  }

  @Test func subscribingAndCancellingConcurrentlyWithWritesLosesNothing() {
    let model = Library()
    let steady = Counter()
    let token = model.objectWillChange.sink { steady.increment() }
    let writes = 2_000
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      if worker == 0 {
        for value in 1...writes { model.count = value }
      } else {
        for _ in 0..<writes / 4 {
          let transient = model.objectWillChange.sink {}
          transient.cancel()
        }
      }
    }
    #expect(steady.count == writes)
    token.cancel()
  }

  @Test func concurrentProjectedSubscriptionsAndCancellationsLeaveOnlyTheSteadyOne() {
    let model = Library()
    let steady = Counter()
    let transient = Counter()
    let token = model.$count.sink { _ in steady.increment() }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 {
        model.$count.sink { _ in transient.increment() }.cancel()
      }
    }
    // Each transient subscription received the current value once, and nothing after.
    #expect(transient.count == 4 * 500)
    model.count = 1
    #expect(steady.count == 2)
    #expect(transient.count == 4 * 500)
    token.cancel()
  }

  @Test func cancellingFromAnotherThreadDuringDeliveryIsSafe() {
    let publisher = ObservableObjectPublisher()
    let slots = (0..<8).map { _ in TokenSlot() }
    let calls = Counter()
    for slot in slots {
      slot.keep(publisher.sink { calls.increment() })
    }
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      if worker == 0 {
        for _ in 0..<2_000 { publisher.send() }
      } else {
        for slot in slots { slot.cancel() }
      }
    }
    let before = calls.count
    publisher.send()
    #expect(calls.count == before)
    #expect(before <= 8 * 2_000)
  }
}
