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

  @Test func racingWritesAreNeverLostAndNeverDeliveredTwice() {
    let thermometers = (0..<4).map { _ in Thermometer() }
    let records = Lock<[Record]>([])
    let rounds = Self.rounds
    onThreads(6) { thread in
      if thread < 3 {
        // Writers: unique, increasing values per writer.
        for round in 0..<rounds {
          thermometers[round % thermometers.count].celsius = thread * 10_000_000 + round + 1
        }
      } else {
        // Installers: read one object, install a one-shot scope that counts its firings.
        for round in 0..<rounds {
          let object = (round + thread) % thermometers.count
          let record = Record(object: object)
          let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
            record.readValue.store(thermometers[object].celsius, ordering: .relaxed)
          } onChange: { _ in
            record.firings.add(1, ordering: .relaxed)
          }
          record.token.withLock { $0 = tracking }
          records.withLock { $0.append(record) }
        }
      }
    }
    // Every scope whose read value is no longer the final value saw a later write: it must have
    // fired, exactly once. A scope that read the final value may still have fired once (a write
    // overlapped its read: the registrar errs on the side of notifying), never twice.
    for record in records.withLock({ $0 }) {
      let final = thermometers[record.object].celsius
      let readValue = record.readValue.load(ordering: .relaxed)
      let firings = record.firings.load(ordering: .relaxed)
      #expect(firings <= 1, "object \(record.object) fired \(firings) times")
      if readValue != final {
        #expect(firings == 1, "object \(record.object) read \(readValue), final \(final)")
      }
    }
    for record in records.withLock({ $0 }) {
      record.token.withLock { $0 }?.cancel()
    }
    for thermometer in thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
  }

  @Test func concurrentInstallsCancelsAndWritesLeaveNoObserversAndReleaseEverything() {
    let thermometers = (0..<3).map { _ in Thermometer() }
    let tokens = Lock<[ObservationScope]>([])
    let released = Lock<[@Sendable () -> Bool]>([])
    let rounds = Self.rounds
    onThreads(6) { thread in
      for round in 0..<rounds {
        switch thread % 3 {
        case 0:
          thermometers[round % 3].celsius = round
        case 1:
          let captured = Shelf()
          weak let weakCaptured = captured
          let (_, tracking) = withCancellableObservationTracking(options: [.willSet, .didSet]) {
            thermometers[round % 3].celsius + thermometers[(round + 1) % 3].humidity
          } onChange: { _ in
            _ = captured
          }
          released.withLock { $0.append { weakCaptured == nil } }
          tokens.withLock { $0.append(tracking) }
        default:
          let victim = tokens.withLock { $0.popLast() }
          victim?.cancel()
        }
      }
    }
    for token in tokens.withLock({ $0 }) {
      token.cancel()
    }
    for thermometer in thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
    tokens.withLock { $0.removeAll() }
    #expect(released.withLock { $0.allSatisfy { $0() } })
  }

  /// A cancellable scope is its own token and the registrars hold no reference to it: a writer
  /// that finds it listed while another thread releases the token must neither use it after its
  /// deallocation nor call its handler more than once.
  @Test func tokensReleasedWhileWritersFireEndTheirScopesExactlyOnce() {
    let thermometers = (0..<3).map { _ in Thermometer() }
    let tokens = Lock<[ObservationScope]>([])
    let firings = Lock<[Int: Int]>([:])
    let released = Lock<[@Sendable () -> Bool]>([])
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
          let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
            thermometers[round % 3].celsius + thermometers[(round + 1) % 3].humidity
          } onChange: { _ in
            _ = captured
            firings.withLock { $0[id, default: 0] += 1 }
          }
          released.withLock { $0.append { weakCaptured == nil } }
          tokens.withLock { $0.append(tracking) }
        default:
          // Dropped, not cancelled: the scope's deinit ends it.
          _ = tokens.withLock { $0.popLast() }
        }
      }
    }
    tokens.withLock { $0.removeAll() }
    for thermometer in thermometers {
      #expect(thermometer.observationRegistrar.registrationCounts.registrations == 0)
    }
    #expect(firings.withLock { $0.values.allSatisfy { $0 == 1 } })
    #expect(released.withLock { $0.allSatisfy { $0() } })
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
