import Testing
import ViewGraph

/// A view of one byte.
private struct Byte: View {
  let value: UInt8
  var body: some View { EmptyView() }
}

/// A view of eight bytes and one more, aligned on eight.
private struct Wide: View {
  let value: Int64
  let flag: Bool
  var body: some View { EmptyView() }
}

/// A view of no bytes.
private struct Nothing: View {
  var body: some View { EmptyView() }
}

/// A counter with state of its own, shown as a button.
private struct Counter: View {
  let name: String
  @State var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// A custom view that shows whether it is enabled.
private struct EnabledLabel: View {
  @Environment(\.isEnabled) var isEnabled
  var body: some View { Text("enabled \(isEnabled)") }
}

/// Two counters in a horizontal stack, a text between them that a button shows or hides, and a
/// label in vertical and depth stacks below a `disabled` that a button flips.
private struct Stacks: View {
  @State var showsMiddle = false
  @State var disabled = false

  var body: some View {
    VStack {
      HStack {
        Counter(name: "left")
        if showsMiddle { Text("middle") }
        Counter(name: "right")
      }
      Button("Middle") { showsMiddle.toggle() }
      Button("Disable") { disabled.toggle() }
      ZStack {
        VStack { EnabledLabel() }
      }
      .disabled(disabled)
    }
  }
}

/// A stack reads its builder block where the stack lies, and a tuple view its views where the
/// tuple lies, instead of copies: the children are the same, with the same identities.
@MainActor
@Suite("Container content read in place")
struct InPlaceContentTests {
  @Test func aTupleViewsChildrenAreReadAtTheirOffsetsWhateverTheirSizesAndAlignments() {
    let tuple = TupleView(
      Byte(value: 7), Wide(value: -3, flag: true), Byte(value: 9), Nothing(), Text("x"),
      Wide(value: 1 << 40, flag: false), Byte(value: 200))
    var children: [any View] = []
    withUnsafePointer(to: tuple) { address in
      type(of: tuple).forEachChild(at: UnsafeRawPointer(address)) { children.append($0) }
    }
    #expect(children.count == 7)
    #expect((children[0] as? Byte)?.value == 7)
    #expect((children[1] as? Wide)?.value == -3)
    #expect((children[1] as? Wide)?.flag == true)
    #expect((children[2] as? Byte)?.value == 9)
    #expect(children[3] is Nothing)
    #expect(children[4] is Text)
    #expect((children[5] as? Wide)?.value == 1 << 40)
    #expect((children[5] as? Wide)?.flag == false)
    #expect((children[6] as? Byte)?.value == 200)
  }

  @Test func aStacksContentLiesAtTheStartOfTheStack() {
    #expect(HStack<Text>.contentOffset == 0)
    #expect(VStack<TupleView<Text, Byte, Wide>>.contentOffset == 0)
    #expect(ZStack<Wide>.contentOffset == 0)
  }

  @Test func stackedChildrenKeepTheirIdentitiesAndStateAcrossExpansions() throws {
    let host = ViewHost(root: Stacks())
    try host.tap("left 0")
    try host.tap("right 0")
    try host.tap("right 1")
    // The stack is expanded again at each tap: the counters keep their state.
    try host.tap("Middle")
    #expect(
      host.nodes(ofType: Counter.self).map(\.path) == [
        "Stacks/VStack/HStack[0]/Counter[0]", "Stacks/VStack/HStack[0]/Counter[2]",
      ])
    #expect(
      host.render().contains(
        """
            HStack
              Counter
                Button("left 1")
              Text("middle")
              Counter
                Button("right 2")

        """))
    try host.tap("Middle")
    #expect(
      host.render().contains(
        """
            HStack
              Counter
                Button("left 1")
              Counter
                Button("right 2")

        """))
  }

  @Test func aStackPassesTheEnvironmentItIsGivenToItsChildren() throws {
    let host = ViewHost(root: Stacks())
    #expect(host.render().contains("Text(\"enabled true\")"))
    let report = try host.tap("Disable")
    // Through the depth and vertical stacks, the label sees the change and is recomputed.
    #expect(report.evaluations.map(\.viewType) == ["Stacks", "EnabledLabel"])
    #expect(host.render().contains("Text(\"enabled false\")"))
    try host.tap("Disable")
    #expect(host.render().contains("Text(\"enabled true\")"))
  }
}
