import Dispatch
import Synchronization
import Testing
import ViewGraph

/// Counts the objects alive, to see per-node storage being released.
private final class Storage {
  static let alive = Atomic<Int>(0)
  let serial: Int
  var invalidator: NodeInvalidator?

  init(serial: Int) {
    self.serial = serial
    Self.alive.add(1, ordering: .relaxed)
  }

  deinit {
    Self.alive.subtract(1, ordering: .relaxed)
  }
}

/// A dynamic property defined outside the module, as the model wrappers of the next module
/// will be: it keeps an object in its node's slot and hands out the node's invalidator.
@propertyWrapper
private struct Probe: DynamicProperty {
  final class Box {
    var storage: Storage?
    var label = ""
    var context: DynamicPropertyContext?
  }

  static let created = Atomic<Int>(0)
  let box = Box()

  var wrappedValue: Storage? { box.storage }

  func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    if slot.storage == nil {
      slot.storage = Storage(serial: Self.created.add(1, ordering: .relaxed).newValue)
    }
    let storage = slot.storage as? Storage
    storage?.invalidator = context.invalidator
    box.storage = storage
    box.label = context.label
    box.context = context
  }
}

private struct ProbeView: View {
  @Probe var probe

  var body: some View {
    Text("probe \(probe?.serial ?? -1)")
  }
}

private struct ProbeHolder: View {
  @State var shown = true

  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown {
        ProbeView()
      }
    }
  }
}

/// How many writes a background writer has made, read by ``WriteCountView``'s body.
private final class WriteCount: Sendable {
  let value = Atomic<Int>(0)
}

/// Shows the write count as it is when its body runs; a write is followed by an invalidation.
private struct WriteCountView: View {
  @Probe var probe
  let writes: WriteCount

  var body: some View {
    Text("writes: \(writes.value.load(ordering: .acquiring))")
  }
}

/// Records, each time its text field's binding is read, whether a body evaluation was under way.
private final class ScopeLog {
  var readsInsideEvaluation: [Bool] = []
}

private struct ScopedField: View {
  @Probe var probe
  let log: ScopeLog

  var body: some View {
    let context = _probe.box.context
    TextField(
      "Scoped",
      text: Binding(
        get: {
          log.readsInsideEvaluation.append(context?.isEvaluatingBody ?? false)
          return "value"
        },
        set: { _ in }))
  }
}

@MainActor
@Suite("Dynamic properties", .serialized, .timeLimit(.minutes(10)))
struct DynamicPropertyConcurrencyTests {
  @Test func slotStorageLivesExactlyAsLongAsTheIdentity() throws {
    let before = Storage.alive.load(ordering: .relaxed)
    let host = ViewHost(root: ProbeHolder())
    let first = try #require(host.nodes(ofType: Text.self).first?.view as? Text)
    #expect(Storage.alive.load(ordering: .relaxed) == before + 1)
    try host.toggle("Shown")
    #expect(Storage.alive.load(ordering: .relaxed) == before)
    try host.toggle("Shown")
    let second = try #require(host.nodes(ofType: Text.self).first?.view as? Text)
    #expect(first != second)
    #expect(Storage.alive.load(ordering: .relaxed) == before + 1)
  }

  @Test func invalidationsFromOtherThreadsMarkTheNodeForTheNextPass() async throws {
    let host = ViewHost(root: ProbeView())
    let invalidator = try #require(
      (host.nodes(ofType: ProbeView.self).first?.view as? ProbeView)?.probe?.invalidator)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<500 { invalidator.invalidate(.property("_probe")) }
        }
      }
    }
    #expect(host.hasPendingInvalidations)
    let report = host.flush()
    #expect(report.printChangesLines == ["ProbeView: _probe changed."])
    #expect(report.passCount == 1)
  }

  @Test func invalidationsRacingAPassAreNeverLost() async throws {
    // Each write is followed by an invalidation, while the main actor keeps flushing. Were an
    // invalidation that arrives during a pass dropped, the last pass would have read an earlier
    // count and the text would stay stale.
    let writes = WriteCount()
    let total = 2_000
    let host = ViewHost(root: WriteCountView(writes: writes))
    let invalidator = try #require(
      (host.nodes(ofType: WriteCountView.self).first?.view as? WriteCountView)?.probe?.invalidator)
    let writer = Task.detached {
      for _ in 0..<total {
        writes.value.add(1, ordering: .releasing)
        invalidator.invalidate(.dependency(object: "Model", property: "value"))
      }
    }
    // Passes run for as long as the writer writes.
    var evaluations = 0
    while writes.value.load(ordering: .acquiring) < total {
      evaluations += host.flush().evaluationCount
      await Task.yield()
    }
    await writer.value
    evaluations += host.flush().evaluationCount
    let text = try #require(host.nodes(ofType: Text.self).first?.view as? Text)
    #expect(text == Text("writes: \(total)"))
    #expect(host.counters.byNode["WriteCountView"] == evaluations + 1)
    #expect(!host.hasPendingInvalidations)
  }

  @Test func aControlResolvesItsBindingOnceOutsideTheOwningViewsEvaluation() {
    let log = ScopeLog()
    let host = ViewHost(root: ScopedField(log: log))
    // Making the binding in the body reads nothing; the text field reads it once, after the
    // body, in its own scope.
    #expect(log.readsInsideEvaluation == [false])
    // Rendering shows the line the control resolved: no read.
    #expect(host.render() == "ScopedField\n  TextField(\"Scoped\", text: \"value\")\n")
    #expect(log.readsInsideEvaluation == [false])
  }

  @Test func invalidatingARemovedIdentityDoesNothing() throws {
    let host = ViewHost(root: ProbeHolder())
    let invalidator = try #require(
      (host.nodes(ofType: ProbeView.self).first?.view as? ProbeView)?.probe?.invalidator)
    try host.toggle("Shown")
    invalidator.invalidate(.property("_probe"))
    let report = host.flush()
    #expect(report.evaluations.isEmpty)
    #expect(report.issues.isEmpty)
  }
}
