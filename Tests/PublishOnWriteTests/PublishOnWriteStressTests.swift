import Dispatch
import PublishOnWrite
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("PublishOnWrite stress", .timeLimit(.minutes(10)))
struct PublishOnWriteStressTests {
  /// Seeds to run; `PUBLISH_ON_WRITE_STRESS_SEEDS` raises it for a long run.
  static let seeds: Range<UInt64> = {
    let text = getenv("PUBLISH_ON_WRITE_STRESS_SEEDS").map { String(cString: $0) }
    return 0..<(text.flatMap { UInt64($0) } ?? 8)
  }()

  @Test func randomSubscribeCancelWriteAndSendFromManyThreads() {
    for seed in Self.seeds {
      let model = DerivedModel()
      let publisher = model.objectWillChange
      let witness = Counter()
      let witnessToken = publisher.sink { witness.increment() }
      let events = Atomic<Int>(0)
      let operations = 1_500
      // One worker per property: writes to the same property are not concurrent.
      DispatchQueue.concurrentPerform(iterations: 3) { worker in
        var random = SeededGenerator(seed: seed &* 31 &+ UInt64(worker))
        var tokens: [AnyCancellable] = []
        var slots: [TokenSlot] = []
        for _ in 0..<operations {
          switch random.next() % 6 {
          case 0:
            tokens.append(publisher.sink {})
          case 1:
            if !tokens.isEmpty {
              tokens.remove(at: Int(random.next() % UInt64(tokens.count))).cancel()
            }
          case 2:
            publisher.send()
            events.add(1, ordering: .relaxed)
          case 3:
            let slot = TokenSlot()
            slot.keep(publisher.sink { slot.cancel() })
            slots.append(slot)
          default:
            switch worker {
            case 0: model.base += 1
            case 1: model.derived += 1
            default: model.other.append("x")
            }
            events.add(1, ordering: .relaxed)
          }
        }
        for slot in slots { slot.cancel() }
      }
      #expect(
        witness.count == events.load(ordering: .relaxed),
        "seed \(seed): the witness missed or repeated events")
      witnessToken.cancel()
    }
  }
}
