import PublishOnWrite
import Testing

@Suite("Delivery order and re-entrancy", .timeLimit(.minutes(10)))
struct DeliveryTests {
  @Test func subscribersAreCalledInSubscriptionOrder() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let tokens = (0..<5).map { index in publisher.sink { log.record("\(index)") } }
    publisher.send()
    #expect(log.events == ["0", "1", "2", "3", "4"])
    withExtendedLifetime(tokens) {}
  }

  @Test func cancelledSubscriberKeepsTheOthersInOrder() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let tokens = (0..<4).map { index in publisher.sink { log.record("\(index)") } }
    tokens[1].cancel()
    let added = publisher.sink { log.record("new") }
    publisher.send()
    #expect(log.events == ["0", "2", "3", "new"])
    withExtendedLifetime((tokens, added)) {}
  }

  @Test func subscribersCancelledInAnyOrderLeaveTheRestInSubscriptionOrder() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let tokens = (0..<8).map { index in publisher.sink { log.record("\(index)") } }
    // Five of eight cancelled: more than half, so the list is compacted on the fifth.
    for index in [7, 0, 4, 2, 6] { tokens[index].cancel() }
    let added = publisher.sink { log.record("new") }
    tokens[0].cancel()  // a second cancel does nothing
    tokens[3].cancel()
    publisher.send()
    #expect(log.events == ["1", "5", "new"])
    for token in tokens { token.cancel() }
    added.cancel()
    publisher.send()
    #expect(log.events == ["1", "5", "new"])
  }

  @Test func subscriberAddedDuringDeliveryReceivesOnlyLaterValues() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let added = TokenSlot()
    let first = publisher.sink {
      log.record("first")
      added.keep(publisher.sink { log.record("added") })
    }
    publisher.send()
    #expect(log.events == ["first"])
    first.cancel()
    publisher.send()
    #expect(log.events == ["first", "added"])
    added.cancel()
  }

  @Test func subscriberCancelledByAnEarlierOneIsNotCalled() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let victim = TokenSlot()
    let first = publisher.sink {
      log.record("first")
      victim.cancel()
    }
    victim.keep(publisher.sink { log.record("victim") })
    let last = publisher.sink { log.record("last") }
    publisher.send()
    publisher.send()
    #expect(log.events == ["first", "last", "first", "last"])
    withExtendedLifetime((first, last)) {}
  }

  @Test func subscriberCancellingItselfIsNotCalledAgain() {
    let publisher = ObservableObjectPublisher()
    let log = EventLog()
    let own = TokenSlot()
    own.keep(
      publisher.sink {
        log.record("once")
        own.cancel()
      })
    let other = publisher.sink { log.record("other") }
    publisher.send()
    publisher.send()
    #expect(log.events == ["once", "other", "other"])
    other.cancel()
  }

  @Test func projectedSubscriberAddedDuringDeliveryStartsFromTheValueBeingWritten() {
    let library = Library()
    let log = EventLog()
    let added = TokenSlot()
    let first = library.$count.sink { value in
      guard value == 1 else { return }
      added.keep(library.$count.sink { log.record("added got \($0), stored \(library.count)") })
    }
    library.count = 1
    library.count = 2
    #expect(log.events == ["added got 1, stored 0", "added got 2, stored 1"])
    first.cancel()
    added.cancel()
  }

  @Test func subscriberMayWriteAnotherPropertyDuringDelivery() {
    let library = Library()
    let log = EventLog()
    let willChange = library.objectWillChange.sink { log.record("will change") }
    let echo = library.$searchText.sink { text in
      if !text.isEmpty { library.count = text.count }
    }
    library.searchText = "abc"
    #expect(library.count == 3)
    #expect(log.events == ["will change", "will change"])
    willChange.cancel()
    echo.cancel()
  }
}
