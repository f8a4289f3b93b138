import PublishOnWrite
import Testing

@Suite("AnyCancellable")
struct AnyCancellableTests {
  @Test func cancelStopsDelivery() {
    let publisher = ObservableObjectPublisher()
    let counter = Counter()
    let token = publisher.sink { counter.increment() }
    publisher.send()
    token.cancel()
    publisher.send()
    #expect(counter.count == 1)
  }

  @Test func deinitCancels() {
    let publisher = ObservableObjectPublisher()
    let counter = Counter()
    do {
      let token = publisher.sink { counter.increment() }
      publisher.send()
      withExtendedLifetime(token) {}
    }
    publisher.send()
    #expect(counter.count == 1)
  }

  @Test func cancelActionRunsOnceAcrossCancelAndDeinit() async {
    await confirmation(expectedCount: 1) { cancelled in
      do {
        let token = AnyCancellable { cancelled() }
        token.cancel()
        token.cancel()
      }
    }
  }

  @Test func storingInASetKeepsTheSubscription() {
    let publisher = ObservableObjectPublisher()
    let counter = Counter()
    var tokens = Set<AnyCancellable>()
    publisher.sink { counter.increment() }.store(in: &tokens)
    publisher.sink { counter.increment() }.store(in: &tokens)
    publisher.send()
    #expect(counter.count == 2)
    #expect(tokens.count == 2)
    tokens.removeAll()
    publisher.send()
    #expect(counter.count == 2)
  }

  @Test func storingInAnArrayKeepsTheSubscription() {
    let publisher = ObservableObjectPublisher()
    let counter = Counter()
    var tokens: [AnyCancellable] = []
    publisher.sink { counter.increment() }.store(in: &tokens)
    publisher.send()
    #expect(tokens.count == 1)
    tokens.removeAll()
    publisher.send()
    #expect(counter.count == 1)
  }

  @Test func tokensAreEqualOnlyToThemselves() {
    let first = AnyCancellable {}
    let second = AnyCancellable {}
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
  }
}
