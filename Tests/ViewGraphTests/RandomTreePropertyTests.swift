import Foundation
import TestSupport
import Testing
import ViewGraph

/// The shape of one random view: how it is passed to its parent and what children it has.
private final class Spec {
  enum Kind: CaseIterable {
    case plain, closure, binding, equatable
  }

  let name: String
  let kind: Kind
  /// Whether its input comes from the parent's state (changes) or the parent's input.
  let usesParentCount: Bool
  /// Whether it is shown only while the parent's flag is on.
  let isConditional: Bool
  let children: [Spec]
  /// A plain class whose value the view's body shows: an untracked read injected by a test.
  var leak: Leak?

  /// This spec and every spec below it, parents first.
  var all: [Spec] { [self] + children.flatMap(\.all) }

  init(name: String, depth: Int, using generator: inout SeededGenerator) {
    self.name = name
    kind = Kind.allCases.randomElement(using: &generator)!
    usesParentCount = Bool.random(using: &generator)
    isConditional = Int.random(in: 0..<4, using: &generator) == 0
    let count = depth >= 3 ? 0 : Int.random(in: 0...3, using: &generator)
    children = (0..<count).map { index in
      Spec(name: "\(name).\(index)", depth: depth + 1, using: &generator)
    }
  }
}

/// A class that is not observable: a body that reads it misses its changes.
private final class Leak {
  var value = 0
}

/// A random view, seen without its kind.
@MainActor
private protocol RandomNode {
  var spec: Spec { get }
}

/// The body shared by every kind of random view.
private struct RandomContent: View {
  let spec: Spec
  let input: Int
  let count: Binding<Int>
  let flag: Binding<Bool>
  let text: Binding<String>

  var body: some View {
    VStack {
      Text("\(spec.name) input=\(input) count=\(count.wrappedValue)")
      if let leak = spec.leak {
        Text("\(spec.name) leak=\(leak.value)")
      }
      Button("inc \(spec.name)") { count.wrappedValue += 1 }
      Toggle("flag \(spec.name)", isOn: flag)
      TextField("text \(spec.name)", text: text)
      if flag.wrappedValue {
        Text("\(spec.name) on")
      } else {
        Text("\(spec.name) off \(text.wrappedValue)")
      }
      ForEach(visibleChildren, id: \.name) { child in
        let childInput = child.usesParentCount ? count.wrappedValue : input
        switch child.kind {
        case .plain: PlainNode(spec: child, input: childInput)
        case .closure: ClosureNode(spec: child, input: childInput, onTap: {})
        case .binding: BindingNode(spec: child, parentCount: count)
        case .equatable: EquatableNode(spec: child, input: childInput)
        }
      }
    }
  }

  private var visibleChildren: [Spec] {
    let shown = spec.children.filter { !$0.isConditional || flag.wrappedValue }
    return count.wrappedValue % 2 == 1 ? shown.reversed() : shown
  }
}

private struct PlainNode: View, RandomNode {
  let spec: Spec
  let input: Int
  @State var count = 0
  @State var flag = false
  @State var text = ""

  var body: some View {
    RandomContent(spec: spec, input: input, count: $count, flag: $flag, text: $text)
  }
}

private struct ClosureNode: View, RandomNode {
  let spec: Spec
  let input: Int
  let onTap: () -> Void
  @State var count = 0
  @State var flag = false
  @State var text = ""

  var body: some View {
    RandomContent(spec: spec, input: input, count: $count, flag: $flag, text: $text)
  }
}

private struct BindingNode: View, RandomNode {
  let spec: Spec
  @Binding var parentCount: Int
  @State var flag = false
  @State var text = ""

  var body: some View {
    RandomContent(
      spec: spec, input: parentCount, count: $parentCount, flag: $flag, text: $text)
  }
}

private struct EquatableNode: View, @MainActor Equatable, RandomNode {
  let spec: Spec
  let input: Int
  @State var count = 0
  @State var flag = false
  @State var text = ""

  var body: some View {
    RandomContent(spec: spec, input: input, count: $count, flag: $flag, text: $text)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.spec === rhs.spec && lhs.input == rhs.input
  }
}

@MainActor
@Suite("Random trees")
struct RandomTreePropertyTests {
  nonisolated private static var seeds: Range<UInt64> {
    let heavy = ProcessInfo.processInfo.environment["VIEWGRAPH_HEAVY_TESTS"] != nil
    return 0..<(heavy ? 2_000 : 60)
  }

  /// Fewer seeds for the audited runs: the audit evaluates every body again after each pass.
  nonisolated private static var auditSeeds: Range<UInt64> { seeds.prefix(20) }

  @Test(arguments: seeds)
  func everyPassMatchesAFreshMountWithTheSameState(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let root = PlainNode(spec: Spec(name: "r", depth: 0, using: &generator), input: 0)
    let host = ViewHost(root: root)
    let mirrorHost = ViewHost(root: root, reflection: .mirror, seededState: [:])
    for step in 0..<25 {
      let (report, mirrored) = try Self.playRandomStep(on: host, mirrorHost, using: &generator)
      let mirrorReport = try #require(mirrored)
      let fresh = ViewHost(root: root, reflection: .metadata, seededState: host.stateSnapshot())
      let rendered = host.render()
      #expect(rendered == fresh.render(), "seed \(seed), step \(step): missed update")
      #expect(report.issues.isEmpty, "seed \(seed), step \(step)")
      for pass in 0..<report.passCount {
        let paths = report.evaluations.filter { $0.pass == pass }.map(\.path)
        #expect(Set(paths).count == paths.count, "seed \(seed), step \(step): evaluated twice")
        for (index, path) in paths.enumerated() {
          #expect(
            !paths[..<index].contains { $0.hasPrefix(path + "/") },
            "seed \(seed), step \(step): \(path) evaluated after a descendant")
        }
      }
      #expect(
        mirrorReport.evaluations == report.evaluations,
        "seed \(seed), step \(step): the Mirror route evaluated differently")
      #expect(mirrorHost.render() == rendered, "seed \(seed), step \(step)")
      if rendered != fresh.render() { return }
    }
  }

  @Test(arguments: auditSeeds)
  func theAuditFindsNoMissedUpdateAndChangesNoEvaluation(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let root = PlainNode(spec: Spec(name: "r", depth: 0, using: &generator), input: 0)
    let host = ViewHost(root: root)
    let audited = ViewHost(root: root, auditsMissedUpdates: true)
    #expect(audited.mountReport.missedUpdates.isEmpty, "seed \(seed)")
    for step in 0..<25 {
      let (report, audits) = try Self.playRandomStep(on: host, audited, using: &generator)
      let auditedReport = try #require(audits)
      #expect(auditedReport.missedUpdates.isEmpty, "seed \(seed), step \(step)")
      #expect(auditedReport.evaluations == report.evaluations, "seed \(seed), step \(step)")
      #expect(audited.render() == host.render(), "seed \(seed), step \(step)")
    }
  }

  @Test(arguments: auditSeeds)
  func anInjectedUntrackedReadIsReportedAtExactlyTheViewThatMakesIt(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let spec = Spec(name: "r", depth: 0, using: &generator)
    let leak = Leak()
    let reader = spec.all.randomElement(using: &generator)!
    reader.leak = leak
    let host = ViewHost(root: PlainNode(spec: spec, input: 0), auditsMissedUpdates: true)
    for _ in 0..<Int.random(in: 0..<10, using: &generator) {
      let (report, _) = try Self.playRandomStep(on: host, nil, using: &generator)
      #expect(report.missedUpdates.isEmpty, "seed \(seed)")
    }
    leak.value += 1
    let report = host.flush()
    // The body that reads the leak is the `RandomContent` of the reader's node. The reader may
    // be hidden (a conditional child, or below one): then nothing is missed.
    let readerPaths = host.nodes { ($0.view as? any RandomNode)?.spec === reader }.map {
      $0.path + "/RandomContent"
    }
    #expect(report.evaluationCount == 0, "seed \(seed)")
    #expect(report.missedUpdates.map(\.path) == readerPaths, "seed \(seed)")
    for missed in report.missedUpdates {
      #expect(missed.shownLine == "Text(\"\(reader.name) leak=0\")", "seed \(seed)")
      #expect(missed.expectedLine == "Text(\"\(reader.name) leak=1\")", "seed \(seed)")
      #expect(missed.cause == .unobservableClass(type: "Leak", property: "value"), "seed \(seed)")
    }
  }

  /// Taps a random button, flips a random toggle or types into a random field of `host`, and
  /// does the same on `other`, if any.
  private static func playRandomStep(
    on host: ViewHost, _ other: ViewHost?, using generator: inout SeededGenerator
  ) throws -> (PassReport, PassReport?) {
    let buttons = host.nodes(ofType: Button.self).compactMap { ($0.view as? Button)?.title }
    let toggles = host.nodes(ofType: Toggle.self).compactMap { ($0.view as? Toggle)?.title }
    let fields = host.nodes(ofType: TextField.self).compactMap { ($0.view as? TextField)?.title }
    switch Int.random(in: 0..<4, using: &generator) {
    case 0, 1:
      let title = buttons.randomElement(using: &generator)!
      return (try host.tap(title), try other?.tap(title))
    case 2:
      let title = toggles.randomElement(using: &generator)!
      return (try host.toggle(title), try other?.toggle(title))
    default:
      let title = fields.randomElement(using: &generator)!
      return (try host.type("x", into: title), try other?.type("x", into: title))
    }
  }
}
