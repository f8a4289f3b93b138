import Foundation
import ReadTracking
import Synchronization
import Testing

/// Threads writing while others install and cancel scopes.
///
/// Set `READTRACKING_STRESS=1` for the heavy variant.
@Suite("Registrar stress", .timeLimit(.minutes(10)))
struct RegistrarStressTests {
  private static let rounds =
    ProcessInfo.processInfo.environment["READTRACKING_STRESS"] == nil
    ? 2_000 : 50_000

  /// Runs `count` threads at once, each given its index, and waits for all of them.
  private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      Thread {
        body(index)
        group.leave()
      }.start()
    }
    group.wait()
  }

  /// What one installed scope saw.
  private final class Record: Sendable {
    let object: Int
    let readValue = Atomic<Int>(0)
    let firings = Atomic<Int>(0)
    let token: Lock<ObservationScope?> = Lock(nil)
    init(object: Int) {
      self.object = object
    }
  }

  /// On six threads over `thermometers`: three write unique, increasing values per writer;
  /// three read one object per round, each time with `observe` (given a new record and the
  /// object), which installs a one-shot scope that stores the value read and counts its
  /// firings in the record.
  ///
  /// - Returns: The records.
  private func raceWritersAndObservers(
    _ thermometers: [Thermometer], observe: @escaping @Sendable (Record, Thermometer) -> Void
  ) -> [Record] {
    let records = Lock<[Record]>([])
    let rounds = Self.rounds
    onThreads(6) { thread in
      if thread < 3 {
        for round in 0..<rounds {
          thermometers[round % thermometers.count].celsius = thread * 10_000_000 + round + 1
        }
      } else {
        for round in 0..<rounds {
          let object = (round + thread) % thermometers.count
          let record = Record(object: object)
          observe(record, thermometers[object])
          records.withLock { $0.append(record) }
        }
      }
    }
    return records.withLock { $0 }
  }

  @Test func racingWritesAreNeverLostAndNeverDeliveredTwice() {
    let thermometers = (0..<4).map { _ in Thermometer() }
    let records = raceWritersAndObservers(thermometers) { record, thermometer in
      let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
        record.readValue.store(thermometer.celsius, ordering: .relaxed)
      } onChange: { _ in
        record.firings.add(1, ordering: .relaxed)
      }
      record.token.withLock { $0 = tracking }
    }
    // Every scope whose read value is no longer the final value saw a later write: it must have
    // fired, exactly once. A scope that read the final value may still have fired once (a write
    // overlapped its read: the registrar errs on the side of notifying), never twice.
    for record in records {
      let final = thermometers[record.object].celsius
      let readValue = record.readValue.load(ordering: .relaxed)
      let firings = record.firings.load(ordering: .relaxed)
      #expect(firings <= 1, "object \(record.object) fired \(firings) times")
      if readValue != final {
        #expect(firings == 1, "object \(record.object) read \(readValue), final \(final)")
      }
    }
    for record in records {
      record.token.withLock { $0 }?.cancel()
    }
    for thermometer in thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
  }

  /// Toolchain-style scopes (no token, one object read) are claimed under their registrar's
  /// lock without a compare-exchange, by writers' deliveries and by the installation itself when
  /// a write raced it: racing both on several threads must still fire each scope exactly once.
  @Test func toolchainStyleScopesRacingWritersFireExactlyOnce() {
    let thermometers = (0..<4).map { _ in Thermometer() }
    let recorded = raceWritersAndObservers(thermometers) { record, thermometer in
      withObservationTracking {
        record.readValue.store(thermometer.celsius, ordering: .relaxed)
      } onChange: {
        record.firings.add(1, ordering: .relaxed)
      }
    }
    #expect(recorded.count == 3 * Self.rounds)
    // A scope that read a value older than the final one saw a later write: it fired.
    for record in recorded
    where record.readValue.load(ordering: .relaxed) != thermometers[record.object].celsius {
      #expect(record.firings.load(ordering: .relaxed) == 1)
    }
    // One more write to each object fires every scope still installed: then each scope has
    // fired exactly once, and none is left.
    for thermometer in thermometers { thermometer.celsius = -1 }
    for record in recorded {
      let firings = record.firings.load(ordering: .relaxed)
      #expect(firings == 1, "object \(record.object) fired \(firings) times")
    }
    for thermometer in thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
  }

  /// What ``installWriteAndEnd(options:end:onChange:)`` leaves: the objects, the tokens no
  /// ender took, and for each installed scope whether what its handler captured was released.
  private struct Churn {
    let thermometers: [Thermometer]
    let tokens: Lock<[ObservationScope]>
    let released: Lock<[@Sendable () -> Bool]>
  }

  /// On six threads over three objects: two write, two install cancellable scopes with
  /// `options` that read two objects (each handler captures an object and calls `onChange` with
  /// its scope's number), and two take the latest token and `end` it.
  private func installWriteAndEnd(
    options: ObservationTracking.Options, end: @escaping @Sendable (ObservationScope) -> Void,
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) -> Churn {
    let churn = Churn(
      thermometers: (0..<3).map { _ in Thermometer() }, tokens: Lock([]), released: Lock([]))
    let thermometers = churn.thermometers
    let rounds = Self.rounds
    onThreads(6) { thread in
      for round in 0..<rounds {
        switch thread % 3 {
        case 0:
          thermometers[round % 3].celsius = round
        case 1:
          let captured = Shelf()
          weak let weakCaptured = captured
          let id = thread * 10_000_000 + round
          let (_, tracking) = withCancellableObservationTracking(options: options) {
            thermometers[round % 3].celsius + thermometers[(round + 1) % 3].humidity
          } onChange: { _ in
            _ = captured
            onChange(id)
          }
          churn.released.withLock { $0.append { weakCaptured == nil } }
          churn.tokens.withLock { $0.append(tracking) }
        default:
          if let victim = churn.tokens.withLock({ $0.popLast() }) { end(victim) }
        }
      }
    }
    return churn
  }

  @Test func concurrentInstallsCancelsAndWritesLeaveNoObserversAndReleaseEverything() {
    let churn = installWriteAndEnd(options: [.willSet, .didSet]) { $0.cancel() }
    for token in churn.tokens.withLock({ $0 }) {
      token.cancel()
    }
    for thermometer in churn.thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
    churn.tokens.withLock { $0.removeAll() }
    #expect(churn.released.withLock { $0.allSatisfy { $0() } })
  }

  /// A cancellable scope is its own token and the registrars hold no reference to it: a writer
  /// that finds it listed while another thread releases the token must neither use it after its
  /// deallocation nor call its handler more than once.
  @Test func tokensReleasedWhileWritersFireEndTheirScopesExactlyOnce() {
    let firings = Lock<[Int: Int]>([:])
    // Dropped, not cancelled: the scope's deinit ends it.
    let churn = installWriteAndEnd(options: .willSet) { _ in
    } onChange: { id in
      firings.withLock { $0[id, default: 0] += 1 }
    }
    churn.tokens.withLock { $0.removeAll() }
    for thermometer in churn.thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
    #expect(firings.withLock { $0.values.allSatisfy { $0 == 1 } })
    #expect(churn.released.withLock { $0.allSatisfy { $0() } })
  }

  /// A scope that read one object is claimed under that object's registrar lock alone, whether
  /// a write, the object's deinit or `cancel()` ends it: on eight threads (two write, two
  /// replace the objects, so that they are deallocated on any thread, two install scopes that
  /// ask for `willSet` and `deinit`, two cancel them), each handler runs at most once, and a
  /// scope that a write or a deinit ended is never left registered.
  @Test func scopesOfOneObjectEndedByWritesDeinitsAndCancelsFireAtMostOnce() {
    let slots = (0..<3).map { _ in Lock(Thermometer()) }
    let firings = Lock<[Int: Int]>([:])
    let tokens = Lock<[ObservationScope]>([])
    let rounds = Self.rounds
    onThreads(8) { thread in
      for round in 0..<rounds {
        let slot = slots[(round + thread) % slots.count]
        switch thread % 4 {
        case 0:
          slot.withLock { $0 }.celsius = round
        case 1:
          // The replaced object goes when the last thread holding it lets it go.
          slot.withLock { $0 = Thermometer() }
        case 2:
          let thermometer = slot.withLock { $0 }
          let id = thread * 10_000_000 + round
          let (_, tracking) = withCancellableObservationTracking(options: [.willSet, .deinit]) {
            thermometer.celsius
          } onChange: { _ in
            firings.withLock { $0[id, default: 0] += 1 }
          }
          tokens.withLock { $0.append(tracking) }
        default:
          tokens.withLock { $0.popLast() }?.cancel()
        }
      }
    }
    #expect(firings.withLock { $0.values.allSatisfy { $0 == 1 } })
    // The tokens left over were neither cancelled nor, if their scope still listens, fired.
    for token in tokens.withLock({ $0 }) where token.isActive {
      token.cancel()
    }
    for slot in slots {
      #expect(slot.withLock { $0 }.observationRegistrar.registrationCounts.registrations == 0)
    }
  }

  @Test func aContinuousObserverEndsOnTheFinalValueUnderConcurrentWriters() {
    let thermometer = Thermometer()
    let last = Lock(-1)
    let tracking = withSynchronousObservation { _ in
      let value = thermometer.celsius
      last.withLock { $0 = value }
    }
    let rounds = Self.rounds
    onThreads(3) { thread in
      for round in 0..<rounds {
        thermometer.celsius = thread * 10_000_000 + round
      }
    }
    #expect(last.withLock { $0 } == thermometer.celsius)
    tracking.cancel()
    #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
  }
}
