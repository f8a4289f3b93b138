import Dispatch
import Foundation
import PublishOnWrite
import Testing

@Suite("Operators", .timeLimit(.minutes(10)))
struct OperatorTests {
  @Test func mapCompactMapAndFilterTransformInOrder() {
    let subject = PassthroughSubject<String, Never>()
    var values: [Int] = []
    let token = subject.compactMap { Int($0) }.filter { $0 % 2 == 1 }.map { $0 * 10 }
      .sink { values.append($0) }
    for text in ["1", "x", "2", "3", "5"] { subject.send(text) }
    #expect(values == [10, 30, 50])
    token.cancel()
  }

  @Test func filterStillMeetsAFiniteDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int>(initial: .max(2))
    subject.filter { $0 > 2 }.subscribe(subscriber)
    for value in 1...6 { subject.send(value) }
    #expect(subscriber.values == [3, 4])
  }

  @Test func removeDuplicatesDropsConsecutiveEqualValues() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let token = subject.removeDuplicates().sink { values.append($0) }
    for value in [1, 1, 2, 2, 1, 3, 3] { subject.send(value) }
    #expect(values == [1, 2, 1, 3])
    token.cancel()
  }

  @Test func removeDuplicatesByComparesWithTheLastValuePassedOn() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let token = subject.removeDuplicates { abs($0 - $1) < 2 }.sink { values.append($0) }
    for value in [1, 2, 3, 4, 10] { subject.send(value) }
    #expect(values == [1, 3, 10])
    token.cancel()
  }

  @Test func dropFirstSkipsThePublishedCurrentValue() {
    let library = Library()
    var values: [String] = []
    let token = library.$searchText.dropFirst().sink { values.append($0) }
    library.searchText = "a"
    library.searchText = "ab"
    #expect(values == ["a", "ab"])
    token.cancel()
  }

  @Test func prependSendsItsElementsBeforeTheUpstream() {
    let library = Library()
    var values: [Int] = []
    let token = library.$count.prepend(-2, -1).sink { values.append($0) }
    library.count = 1
    #expect(values == [-2, -1, 0, 1])
    token.cancel()
  }

  @Test func prependRespectsDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int>(initial: .max(1))
    subject.prepend(1, 2, 3).subscribe(subscriber)
    #expect(subscriber.values == [1])
    subscriber.request(.max(3))
    subject.send(4)
    subject.send(5)
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func combineLatestWaitsForBothThenPairsTheLatest() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    let token = letters.combineLatest(numbers).sink { pairs.append("\($0)\($1)") }
    letters.send("a")
    letters.send("b")
    #expect(pairs.isEmpty)
    numbers.send(1)
    letters.send("c")
    numbers.send(2)
    #expect(pairs == ["b1", "c1", "c2"])
    token.cancel()
  }

  @Test func combineLatestFinishesWhenBothFinish() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var completions = 0
    let token = first.combineLatest(second).sink(
      receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
    first.send(completion: .finished)
    #expect(completions == 0)
    second.send(completion: .finished)
    #expect(completions == 1)
    token.cancel()
  }

  @Test func mergeInterleavesInArrivalOrderAndFinishesAfterBoth() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let token = first.merge(with: second).sink(
      receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
    first.send(1)
    second.send(2)
    first.send(3)
    first.send(completion: .finished)
    second.send(4)
    second.send(completion: .finished)
    #expect(events == ["1", "2", "3", "4", "end"])
    token.cancel()
  }

  @Test func mergeBuffersBeyondDemand() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int>(initial: .max(1))
    first.merge(with: second).subscribe(subscriber)
    first.send(1)
    second.send(2)
    first.send(3)
    #expect(subscriber.values == [1])
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func eraseToAnyPublisherPassesEverythingThrough() {
    let subject = PassthroughSubject<Int, Never>()
    let erased: AnyPublisher<String, Never> = subject.map { "\($0)" }.eraseToAnyPublisher()
    var values: [String] = []
    let token = erased.sink { values.append($0) }
    subject.send(4)
    #expect(values == ["4"])
    token.cancel()
  }

  @Test func debounceDeliversTheLastValueAfterQuiet() async {
    let queue = DispatchQueue(label: "debounce")
    let subject = PassthroughSubject<Int, Never>()
    let received = EventLog()
    let token = subject.debounce(for: .milliseconds(100), scheduler: queue)
      .sink { received.record("\($0)") }
    for value in 1...5 { subject.send(value) }
    try? await Task.sleep(for: .milliseconds(600))
    #expect(received.events == ["5"])
    subject.send(6)
    try? await Task.sleep(for: .milliseconds(600))
    #expect(received.events == ["5", "6"])
    token.cancel()
  }

  @Test func debounceCancelledBeforeDueDeliversNothing() async {
    let subject = PassthroughSubject<Int, Never>()
    let received = EventLog()
    let token = subject.debounce(for: .seconds(0.1), scheduler: DispatchQueue.global())
      .sink { received.record("\($0)") }
    subject.send(1)
    token.cancel()
    try? await Task.sleep(for: .milliseconds(400))
    #expect(received.events.isEmpty)
  }

  @Test func receiveOnDeliversOnTheQueueInOrder() async {
    let queue = DispatchQueue(label: "receive")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    let subject = PassthroughSubject<Int, Never>()
    let received = EventLog()
    await confirmation { done in
      let finished = Counter()
      let token = subject.receive(on: queue).sink(
        receiveCompletion: { _ in
          finished.increment()
        },
        receiveValue: {
          received.record("\($0) on queue: \(DispatchQueue.getSpecific(key: key) == 1)")
        })
      for value in 1...3 { subject.send(value) }
      subject.send(completion: .finished)
      while finished.count == 0 { try? await Task.sleep(for: .milliseconds(10)) }
      done()
      token.cancel()
    }
    #expect(received.events == ["1 on queue: true", "2 on queue: true", "3 on queue: true"])
  }

  @MainActor
  @Test func schedulerSpellingsCompile() {
    let library = Library()
    let token = library.$searchText
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .debounce(for: .seconds(1), scheduler: RunLoop.main)
      .receive(on: DispatchQueue.main)
      .sink { _ in }
    token.cancel()
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude == 300_000_000)
  }
}
