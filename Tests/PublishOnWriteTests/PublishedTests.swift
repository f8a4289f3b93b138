import PublishOnWrite
import Testing

@Suite("Published")
struct PublishedTests {
  @Test func objectWillChangeIsSentBeforeTheValueIsStored() {
    let library = Library()
    let log = EventLog()
    let token = library.objectWillChange.sink {
      log.record("will change from '\(library.searchText)'")
    }
    library.searchText = "s"
    library.searchText = "sw"
    #expect(log.events == ["will change from ''", "will change from 's'"])
    #expect(library.searchText == "sw")
    token.cancel()
  }

  @Test func writeSendsObjectWillChangeThenDeliversThenStores() {
    let library = Library()
    let log = EventLog()
    let willChange = library.objectWillChange.sink {
      log.record("objectWillChange, stored \(library.count)")
    }
    let values = library.$count.sink { log.record("$count \($0), stored \(library.count)") }
    library.count = 7
    log.record("after write, stored \(library.count)")
    #expect(
      log.events == [
        "$count 0, stored 0",
        "objectWillChange, stored 0",
        "$count 7, stored 0",
        "after write, stored 7",
      ])
    willChange.cancel()
    values.cancel()
  }

  @Test func projectedValueDeliversTheCurrentValueThenEachWrite() {
    let library = Library()
    library.searchText = "a"
    let log = EventLog()
    let token = library.$searchText.sink { log.record($0) }
    library.searchText = "b"
    library.searchText = "c"
    #expect(log.events == ["a", "b", "c"])
    token.cancel()
  }

  @Test func assigningAnEqualValueStillPublishes() {
    let library = Library()
    let counter = Counter()
    let log = EventLog()
    let willChange = library.objectWillChange.sink { counter.increment() }
    let values = library.$count.sink { log.record("\($0)") }
    library.count = library.count
    library.count = 0
    #expect(counter.count == 2)
    #expect(log.events == ["0", "0", "0"])
    willChange.cancel()
    values.cancel()
  }

  @Test func compoundAssignmentPublishesOnce() {
    let library = Library()
    let counter = Counter()
    let log = EventLog()
    let willChange = library.objectWillChange.sink { counter.increment() }
    let values = library.$count.sink { log.record("\($0)") }
    library.count += 1
    library.count += 1
    #expect(counter.count == 2)
    #expect(log.events == ["0", "1", "2"])
    willChange.cancel()
    values.cancel()
  }

  @Test func writesThroughAKeyPathPublish() {
    let library = Library()
    let counter = Counter()
    let token = library.objectWillChange.sink { counter.increment() }
    let keyPath: ReferenceWritableKeyPath<Library, String> = \.searchText
    library[keyPath: keyPath] = "via key path"
    #expect(counter.count == 1)
    #expect(library[keyPath: keyPath] == "via key path")
    token.cancel()
  }

  @Test func projectedValueWorksInAClassThatIsNotObservable() {
    let holder = Holder()
    let log = EventLog()
    let token = holder.$value.sink { log.record("\($0), stored \(holder.value)") }
    holder.value = 1
    #expect(log.events == ["0, stored 0", "1, stored 0"])
    #expect(holder.value == 1)
    token.cancel()
  }

  @Test(arguments: [0, 1, 3])
  func everyPropertyWriteSendsOnce(subscribers: Int) {
    let model = DerivedModel()
    let counters = (0..<subscribers).map { _ in Counter() }
    let tokens = counters.map { counter in model.objectWillChange.sink { counter.increment() } }
    model.base += 1
    model.derived = 5
    model.other = "x"
    #expect(counters.map(\.count) == Array(repeating: 3, count: subscribers))
    #expect(model.base == 1 && model.derived == 5 && model.other == "x")
    withExtendedLifetime(tokens) {}
  }
}
