import Testing
import ViewGraph

/// A counter whose parent passes it a new title at each tap of its own button.
private struct InstallCounter: View {
  let title: String
  @State var count = 0

  var body: some View {
    Button("\(title) \(count)") { count += 1 }
  }
}

/// Re-evaluates its child with a new input on each tap of "Retitle".
private struct InstallCounterParent: View {
  @State var round = 0

  var body: some View {
    VStack {
      Button("Retitle") { round += 1 }
      InstallCounter(title: "round\(round)")
    }
  }
}

/// Writes its parent's state through a binding.
private struct InstallBindingChild: View {
  @Binding var value: Int

  var body: some View {
    Button("Add ten") { value += 10 }
  }
}

/// Shows a state value that its child writes through `$value`.
private struct InstallBindingParent: View {
  @State var value = 1

  var body: some View {
    VStack {
      Text("value \(value)")
      InstallBindingChild(value: $value)
    }
  }
}

/// A custom property holding a `@State` of its own, installed through the property's slot and
/// context; it also keeps the context it was last installed with.
@propertyWrapper
private struct Tally: DynamicProperty {
  final class Box {
    var context: DynamicPropertyContext?
  }

  @State private var count = 100
  let box = Box()

  var wrappedValue: Int {
    get { count }
    nonmutating set { count = newValue }
  }

  func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    _count.install(in: slot, context: context)
    box.context = context
  }
}

/// Reads its `Tally` and whether its kept context sees a body being evaluated.
private final class TallyLog {
  var evaluatingSeen: [Bool] = []
}

private struct TallyView: View {
  @Tally var tally
  let log: TallyLog

  /// The context the install of `tally` kept (shared by the copies of this value).
  var keptContext: DynamicPropertyContext? { _tally.box.context }

  var body: some View {
    log.evaluatingSeen.append(_tally.box.context?.isEvaluatingBody ?? false)
    return Button("tally \(tally)") { tally += 1 }
  }
}

/// Rows with state, the second of which can be removed and shown again.
private struct InstallRows: View {
  @State var showsSecond = true

  var body: some View {
    VStack {
      Toggle("Second", isOn: $showsSecond)
      InstallCounter(title: "first")
      if showsSecond {
        InstallCounter(title: "second")
      }
    }
  }
}

/// What a mount installs for a view's dynamic properties: the location of each `@State` value,
/// reached from its context, which holds the graph's gate and read tracker (not the graph).
@MainActor
@Suite("Installing dynamic properties")
struct StateInstallTests {
  @Test func stateIsKeptAcrossUpdatesThatChangeTheViewsInputs() throws {
    let host = ViewHost(root: InstallCounterParent())
    try host.tap("round0 0")
    try host.tap("round0 1")
    try host.tap("Retitle")
    // The child was re-evaluated with a new title, and kept its count.
    #expect(host.render().contains("Button(\"round1 2\")"))
    try host.tap("round1 2")
    #expect(host.render().contains("Button(\"round1 3\")"))
  }

  @Test func aSeededValueIsWhereTheStateStarts() throws {
    let host = ViewHost(
      root: InstallCounterParent(), reflection: .metadata,
      seededState: ["InstallCounterParent/VStack/InstallCounter[1]|_count": 7])
    #expect(host.render().contains("Button(\"round0 7\")"))
    try host.tap("round0 7")
    #expect(host.render().contains("Button(\"round0 8\")"))
  }

  @Test func aBindingWritesTheStateAndItsReaderSeesIt() throws {
    let host = ViewHost(root: InstallBindingParent())
    #expect(host.render().contains("Text(\"value 1\")"))
    try host.tap("Add ten")
    try host.tap("Add ten")
    #expect(host.render().contains("Text(\"value 21\")"))
  }

  @Test func aCustomPropertyKeepsItsNestedStateAndItsContextReachesTheGraph() throws {
    let log = TallyLog()
    let host = ViewHost(root: TallyView(log: log))
    #expect(host.render().contains("Button(\"tally 100\")"))
    try host.tap("tally 100")
    try host.tap("tally 101")
    #expect(host.render().contains("Button(\"tally 102\")"))
    // Each body saw, through the context kept by its install, that a body was evaluated.
    #expect(log.evaluatingSeen == [true, true, true])
  }

  @Test func aContextKeptAfterItsGraphIsGoneSeesNoBody() throws {
    let log = TallyLog()
    // The root's copy in the graph shares this value's box, which keeps the context.
    let view = TallyView(log: log)
    var host: ViewHost? = ViewHost(root: view)
    #expect(host?.render().contains("Button(\"tally 100\")") == true)
    let kept = try #require(view.keptContext)
    #expect(kept.label == "_tally")
    #expect(!kept.isEvaluatingBody)
    host = nil
    #expect(host == nil)
    #expect(!kept.isEvaluatingBody)
    #expect(log.evaluatingSeen == [true])
  }

  @Test func stateOfARowThatLeavesAndComesBackStartsFresh() throws {
    let host = ViewHost(root: InstallRows())
    try host.tap("first 0")
    try host.tap("second 0")
    try host.tap("second 1")
    #expect(host.render().contains("Button(\"second 2\")"))
    try host.toggle("Second")
    #expect(!host.render().contains("second"))
    try host.toggle("Second")
    let rendered = host.render()
    #expect(rendered.contains("Button(\"second 0\")"))
    #expect(rendered.contains("Button(\"first 1\")"))
  }
}
