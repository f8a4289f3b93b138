import Dispatch
import Foundation
import PublishOnWrite
import Testing

/// A model written as Combine code is, with non-`Sendable` state captured by its sinks.
private final class Inbox: ObservableObject {
  @Published var items: [String] = []
  @Published var count = 0
  private(set) var saved: [[String]] = []
  private var bag = Set<AnyCancellable>()

  init() {
    $items.sink { [weak self] in self?.save($0) }.store(in: &bag)
    $items.map { $0.count }.assign(to: &$count)
  }

  func save(_ items: [String]) {
    saved.append(items)
  }
}

/// A plain class, the target of `assign(to:on:)`.
private final class Label {
  var text = ""
}

private enum Failure: Error, Equatable {
  case oops
}

/// A subscriber that passes its subscription on to a sink and sends the sink its values doubled,
/// as an operator written by hand may do.
private final class DoublingForwarder: Subscriber {
  typealias Input = Int
  typealias Failure = Never

  let sink: Subscribers.Sink<Int, Never>

  init(_ receiveValue: @escaping (Int) -> Void) {
    sink = Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  func receive(subscription: any Subscription) {
    sink.receive(subscription: subscription)
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    sink.receive(input * 2)
  }

  func receive(completion: Subscribers.Completion<Never>) {
    sink.receive(completion: completion)
  }
}

/// Subscribes to `publisher` with `sink` and with a subscriber that requests unlimited values,
/// from a generic context (as a view runtime does), returning both logs and the tokens.
private func subscribeBothWays<P: Publisher>(
  to publisher: P
) -> (sinkValues: () -> [P.Output], subscriber: DemandSubscriber<P.Output>, token: AnyCancellable)
where P.Failure == Never, P.Output: Sendable {
  var sinkValues: [P.Output] = []
  let token = publisher.sink { sinkValues.append($0) }
  let subscriber = DemandSubscriber<P.Output>(initial: .unlimited)
  publisher.subscribe(subscriber)
  return ({ sinkValues }, subscriber, token)
}

@Suite("Combine's subscription surface", .timeLimit(.minutes(10)))
struct CombineSurfaceTests {
  @Test func weakSelfSinkInsideAnObservableObjectCompilesAndReceivesEveryValue() {
    let inbox = Inbox()
    inbox.items = ["a"]
    inbox.items.append("b")
    // The current value at subscription, then two writes.
    #expect(inbox.saved == [[], ["a"], ["a", "b"]])
  }

  @Test func sinkCapturingAMutableLocalCountsEachSend() {
    let inbox = Inbox()
    var n = 0
    let token = inbox.objectWillChange.sink { _ in n += 1 }
    inbox.items = ["x"]  // sends objectWillChange, and the assign writes count: sends again
    #expect(n == 2)
    token.cancel()
    inbox.items = []
    #expect(n == 2)
  }

  @Test func assignToPublishedWritesDerivedValuesAndEndsWithTheObject() {
    weak var released: Inbox?
    do {
      let inbox = Inbox()
      #expect(inbox.count == 0)
      inbox.items = ["a", "b", "c"]
      #expect(inbox.count == 3)
      released = inbox
    }
    #expect(released == nil)
  }

  @Test func assignToOnWritesEachValueUntilCancelled() {
    let subject = PassthroughSubject<String, Never>()
    let label = Label()
    let token = subject.assign(to: \.text, on: label)
    subject.send("one")
    #expect(label.text == "one")
    token.cancel()
    subject.send("two")
    #expect(label.text == "one")
  }

  @Test func publishedInitialValueSpellingStartsFromThatValue() {
    final class Model: ObservableObject {
      @Published var name: String
      init() { _name = Published(initialValue: "start") }
    }
    let model = Model()
    var seen: [String] = []
    let token = model.$name.sink { seen.append($0) }
    model.name = "next"
    #expect(seen == ["start", "next"])
    token.cancel()
  }

  @Test func subscriptionPassedOnToASinkStillDeliversToItsOwnSubscriber() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let forwarder = DoublingForwarder { received.append($0) }
    subject.subscribe(forwarder)
    subject.send(1)
    subject.send(2)
    // Each value goes through the forwarder (doubled), not straight to the sink's closure.
    #expect(received == [2, 4])
    forwarder.sink.cancel()
  }

  @Test func sinkSeesWhatASubscriberWithUnlimitedDemandSees() {
    let library = Library()
    let projected = subscribeBothWays(to: library.$count)
    let willChange = subscribeBothWays(to: library.objectWillChange)
    library.count = 1
    library.count = 2
    // The current value at subscription, then each write; one event per write.
    #expect(projected.sinkValues() == [0, 1, 2])
    #expect(projected.subscriber.values == [0, 1, 2])
    #expect(willChange.sinkValues().count == 2)
    #expect(willChange.subscriber.values.count == 2)
    projected.token.cancel()
    willChange.token.cancel()
    library.count = 3
    #expect(projected.sinkValues() == [0, 1, 2])
    #expect(willChange.sinkValues().count == 2)
    #expect(projected.subscriber.values == [0, 1, 2, 3])
  }

  @Test func projectedSinkWritingDuringItsCurrentValueReceivesTheWrite() {
    let library = Library()
    var seen: [Int] = []
    let token = library.$count.sink { value in
      seen.append(value)
      if value == 0 { library.count = 5 }
    }
    #expect(seen == [0, 5])
    #expect(library.count == 5)
    token.cancel()
  }

  @Test func demandOfOneDeliversOneValue() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int>(initial: .max(1))
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    subject.send(3)
    #expect(subscriber.values == [1, 3])
  }

  @Test func publishedKeepsTheLatestValueForASubscriberWithoutDemand() {
    let library = Library()
    let subscriber = DemandSubscriber<Int>(initial: .max(1))
    library.$count.subscribe(subscriber)
    library.count = 1
    library.count = 2
    #expect(subscriber.values == [0])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
  }

  @Test func noValueIsDeliveredAfterCompletion() {
    let subject = PassthroughSubject<Int, Failure>()
    var events: [String] = []
    let token = subject.sink(
      receiveCompletion: { events.append("completion \($0 == .failure(.oops))") },
      receiveValue: { events.append("value \($0)") })
    subject.send(1)
    subject.send(completion: .failure(.oops))
    subject.send(2)
    subject.send(completion: .finished)
    #expect(events == ["value 1", "completion true"])
    token.cancel()
  }

  @Test func subscriberAfterCompletionReceivesTheCompletionAtOnce() {
    let subject = CurrentValueSubject<Int, Failure>(0)
    subject.send(completion: .finished)
    var completions: [Subscribers.Completion<Failure>] = []
    var values: [Int] = []
    let token = subject.sink(
      receiveCompletion: { completions.append($0) }, receiveValue: { values.append($0) })
    #expect(completions == [.finished])
    #expect(values.isEmpty)
    token.cancel()
  }

  @Test func currentValueSubjectSendsItsValueOnSubscriptionThenEachNewValue() {
    let subject = CurrentValueSubject<Int, Never>(7)
    var values: [Int] = []
    let token = subject.sink { values.append($0) }
    subject.value = 8
    subject.send(9)
    #expect(values == [7, 8, 9])
    #expect(subject.value == 9)
    token.cancel()
  }

  @Test func noValueIsDeliveredAfterCancel() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let token = subject.sink { values.append($0) }
    subject.send(1)
    token.cancel()
    subject.send(2)
    #expect(values == [1])
  }

  @Test func valueSentFromInsideASinkIsDeliveredBeforeTheOuterSendReturns() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let first = subject.sink { value in
      log.append("first \(value)")
      if value == 1 { subject.send(2) }
    }
    let second = subject.sink { log.append("second \($0)") }
    subject.send(1)
    #expect(log == ["first 1", "first 2", "second 2", "second 1"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func storeInKeepsAnyCancellableAndPlainCancellables() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    subject.subscribe(sink)
    sink.store(in: &set)
    subject.sink { values.append($0 * 10) }.store(in: &array)
    subject.send(1)
    #expect(values == [1, 10])
    set.removeAll()
    array.removeAll()
    subject.send(2)
    #expect(values == [1, 10])
  }

  @Test func anyCancellableWrappingACancellableCancelsItOnce() {
    final class Probe: Cancellable {
      var cancels = 0
      func cancel() { cancels += 1 }
    }
    let probe = Probe()
    do {
      let token = AnyCancellable(probe)
      token.cancel()
    }
    #expect(probe.cancels == 1)
  }

  @Test func demandArithmeticFollowsCombine() {
    #expect(Subscribers.Demand.max(2) + 1 == .max(3))
    #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
    #expect(Subscribers.Demand.max(1) - .max(5) == .none)
    #expect(Subscribers.Demand.max(1) - .unlimited == .none)
    #expect(Subscribers.Demand.unlimited - 3 == .unlimited)
    #expect(Subscribers.Demand.max(4) * 2 == .max(8))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.unlimited > .max(Int.max))
    #expect(Subscribers.Demand.unlimited.max == nil)
  }
}
