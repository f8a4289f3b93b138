import Foundation
import ReadTracking
import TestSupport
import Testing

@Suite("withContinuousObservation(options:apply:) (SE-0506)", .timeLimit(.minutes(10)))
@MainActor
struct ContinuousObservationTests {
  /// Lets the other main-actor jobs run until `condition` holds (for 120 seconds at most: a
  /// call is enqueued from another thread, which a loaded machine may delay).
  private func yield(
    until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if await !TestSupport.yield(until: condition) {
      Issue.record(
        "the awaited condition still did not hold after 120 seconds", sourceLocation: sourceLocation
      )
    }
  }

  /// Lets the other main-actor jobs run for a while, for a call that must not come.
  private func yieldForAWhile() async {
    for _ in 0..<200 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
    for _ in 0..<200 { await Task.yield() }
  }

  @Test func onTheMainActorApplyRunsThereWithTheInitialEventFirst() async {
    let library = Library()
    let log = Log<String>()
    #expect(isOnMainQueue())
    let token = withContinuousObservation(options: .willSet) { event in
      log.append("\(event.kind) \(library.searchText) on main queue \(isOnMainQueue())")
    }
    // The first call is enqueued on the main actor, not made before the function returns.
    #expect(log.count == 0)
    await yield { log.count == 1 }
    library.searchText = "dune"
    await yield { log.count == 2 }
    #expect(
      log.values == [
        "initial  on main queue true", "willSet dune on main queue true",
      ])
    token.cancel()
  }

  @Test func aBurstOfWritesIsCoalescedIntoOneCall() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservation(options: .willSet) { _ in
      log.append(library.searchText)
    }
    await yield { log.count == 1 }
    for prefix in ["s", "sw", "swi", "swif", "swift"] {
      library.searchText = prefix
    }
    await yield { log.count == 2 }
    await yieldForAWhile()
    #expect(log.values == ["", "swift"])
    token.cancel()
  }

  @Test func eachCallTracksWhatItRead() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservation(options: .willSet) { _ in
      log.append(library.isSyncing ? "syncing \(library.searchText)" : "idle")
    }
    await yield { log.count == 1 }
    library.searchText = "unread while idle"
    await yieldForAWhile()
    library.isSyncing = true
    await yield { log.count == 2 }
    library.searchText = "read"
    await yield { log.count == 3 }
    #expect(log.values == ["idle", "syncing unread while idle", "syncing read"])
    token.cancel()
  }

  @Test func withWillSetAndDidSetOneWriteMakesOneCallWithTheDidSet() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservation(options: [.willSet, .didSet]) { event in
      log.append("\(event.kind) \(library.searchText)")
    }
    await yield { log.count == 1 }
    library.searchText = "dune"
    await yield { log.count == 2 }
    await yieldForAWhile()
    #expect(log.values == ["initial ", "didSet dune"])
    token.cancel()
  }

  @Test func droppingTheTokenCancels() async {
    let library = Library()
    let dropped = Log<String>()
    let kept = Log<String>()
    let keptToken = withContinuousObservation(options: .willSet) { _ in
      kept.append(library.searchText)
    }
    do {
      let token = withContinuousObservation(options: .willSet) { _ in
        dropped.append(library.searchText)
      }
      await yield { dropped.count == 1 && kept.count == 1 }
      _ = consume token
    }
    library.searchText = "dune"
    // The kept observation is called, so the dropped one would have been by then.
    await yield { kept.count == 2 }
    await yieldForAWhile()
    #expect(kept.values == ["", "dune"])
    #expect(dropped.values == [""])
    #expect(library.observationRegistrar.registrationCounts.registrations == 1)
    keptToken.cancel()
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func cancellingBeforeTheFirstCallPreventsEveryCall() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservation(options: .willSet) { _ in
      log.append(library.searchText)
    }
    token.cancel()
    await yieldForAWhile()
    #expect(log.count == 0)
  }

  @Test func cancellingTheEventFromApplyStopsTheObservation() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservation(options: .willSet) { event in
      log.append(library.searchText)
      if library.searchText == "stop" { event.cancel() }
    }
    await yield { log.count == 1 }
    library.searchText = "stop"
    await yield { log.count == 2 }
    library.searchText = "unseen"
    await yieldForAWhile()
    #expect(log.values == ["", "stop"])
    #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    withExtendedLifetime(token) {}
  }

  @Test func theProposalSpellingObservesTheSame() async {
    let library = Library()
    let log = Log<String>()
    let token = withContinuousObservationTracking(options: .willSet) { event in
      log.append("\(event.kind) \(library.searchText)")
    }
    await yield { log.count == 1 }
    library.searchText = "dune"
    await yield { log.count == 2 }
    #expect(log.values == ["initial ", "willSet dune"])
    token.cancel()
  }

  @Test func onAnotherActorApplyRunsOnThatActor() async {
    let shelf = ShelfKeeper()
    let log = await shelf.observe()
    await yield { log.count == 1 }
    await shelf.rename("dune")
    await yield { log.count == 2 }
    #expect(log.values == ["initial  isolated true", "willSet dune isolated true"])
    await shelf.stop()
  }
}

/// Marks the main queue, which runs the main actor's jobs.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main queue (a dynamic check, unlike the static isolation).
private func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) ?? false
}

/// An actor that observes a model it owns.
actor ShelfKeeper {
  private let library = Library()
  private var token: ObservationTracking.Token?

  /// Starts observing; `apply` runs on this actor.
  func observe() -> Log<String> {
    let log = Log<String>()
    token = withContinuousObservation(options: .willSet) { event in
      log.append("\(event.kind) \(self.library.searchText) isolated \(self.isIsolated())")
    }
    return log
  }

  func rename(_ text: String) {
    library.searchText = text
  }

  func stop() {
    token = nil
  }

  /// Whether the caller runs on this actor (it traps otherwise).
  private func isIsolated() -> Bool {
    assertIsolated()
    return true
  }
}
