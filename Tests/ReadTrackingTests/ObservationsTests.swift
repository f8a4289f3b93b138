import ReadTracking
import Testing

@Suite("Observations", .timeLimit(.minutes(10)))
@MainActor
struct ObservationsTests {
  /// Lets the other main-actor tasks run until `condition` holds; records an issue at the
  /// caller's line if it still does not hold after 10 000 turns.
  private func yield(
    until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<10_000 {
      if condition() { return }
      await Task.yield()
    }
    if !condition() {
      Issue.record(
        "the awaited condition still did not hold after 10 000 turns of the main actor",
        sourceLocation: sourceLocation)
    }
  }

  @Test func theFirstValueIsProducedAtOnce() async {
    let library = Library()
    library.searchText = "initial"
    var iterator = Observations { library.searchText }.makeAsyncIterator()
    #expect(await iterator.next() == "initial")
  }

  @Test func aSynchronousBurstOfWritesIsCoalescedIntoOneValue() async {
    let library = Library()
    let log = Log<String>()
    let consumer = Task {
      for await text in Observations({ library.searchText }) {
        log.append(text)
        if text == "swift" { break }
      }
    }
    await yield { log.count == 1 }
    for prefix in ["s", "sw", "swi", "swif", "swift"] {
      library.searchText = prefix
    }
    await consumer.value
    #expect(log.values == ["", "swift"])
  }

  @Test func aChangeAfterTheBurstProducesTheNextValue() async {
    let library = Library()
    let log = Log<Int>()
    let consumer = Task {
      for await count in Observations({ library.books.count }) {
        log.append(count)
        if count == 2 { break }
      }
    }
    await yield { log.count == 1 }
    library.books.append("Dune")
    await yield { log.count == 2 }
    library.books.append("Emma")
    await consumer.value
    #expect(log.values == [0, 1, 2])
  }

  @Test func cancellingTheIteratingTaskEndsTheSequence() async {
    let library = Library()
    let log = Log<String>()
    let consumer = Task {
      for await text in Observations({ library.searchText }) {
        log.append(text)
      }
      log.append("ended")
    }
    await yield { log.count == 1 }
    consumer.cancel()
    await consumer.value
    #expect(log.values == ["", "ended"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func anErrorThrownByTheClosureEndsTheSequence() async {
    struct Overflow: Error {}
    let library = Library()
    let log = Log<String>()
    let consumer = Task {
      let values = Observations { () throws -> String in
        if library.searchText.count > 3 { throw Overflow() }
        return library.searchText
      }
      for try await text in values {
        log.append(text)
      }
    }
    await yield { log.count == 1 }
    library.searchText = "too long"
    await #expect(throws: Overflow.self) { try await consumer.value }
    #expect(log.values == [""])
  }

  @Test func untilFinishedEndsTheSequenceWhenTheClosureReturnsFinish() async {
    let library = Library()
    let log = Log<String>()
    let consumer = Task {
      let values = Observations<String, Never>.untilFinished {
        library.isSyncing ? .finish : .next(library.searchText)
      }
      for await text in values {
        log.append(text)
      }
      log.append("ended")
    }
    await yield { log.count == 1 }
    library.searchText = "dune"
    await yield { log.count == 2 }
    library.isSyncing = true
    await consumer.value
    #expect(log.values == ["", "dune", "ended"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func anIterationThatFinishesAtOnceProducesNoElement() async {
    let library = Library()
    library.isSyncing = true
    var iterator = Observations<String, Never>.untilFinished {
      library.isSyncing ? .finish : .next(library.searchText)
    }.makeAsyncIterator()
    #expect(await iterator.next() == nil)
    #expect(await iterator.next() == nil)
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }
}

@Suite("Observations without isolation", .timeLimit(.minutes(10)))
struct NonisolatedObservationsTests {
  @Test func aNonisolatedClosureIsTrackedToo() async {
    let thermometer = Thermometer()
    var iterator = Observations { thermometer.celsius }.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    thermometer.celsius = 5
    #expect(await iterator.next() == 5)
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 1)
  }
}
