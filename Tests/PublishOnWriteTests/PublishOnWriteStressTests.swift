import Dispatch
import PublishOnWrite
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A small deterministic generator (SplitMix64), so that a failing run can be replayed.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

@Suite("PublishOnWrite stress", .timeLimit(.minutes(1)))
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
        var random = SplitMix(state: seed &* 31 &+ UInt64(worker))
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
