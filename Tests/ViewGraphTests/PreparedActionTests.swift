import Testing
import ViewGraph

/// A field, a button whose title changes once it is tapped, two buttons sharing a title, a
/// toggle and a disabled button.
private struct Panel: View {
  @State var name = ""
  @State var taps = 0
  @State var isOn = false

  var body: some View {
    VStack {
      Text("name \(name), taps \(taps), on \(isOn)")
      TextField("Name", text: $name)
      Button(taps == 0 ? "Tap" : "Tapped") { taps += 1 }
      Button("Twin") {}
      Button("Twin") {}
      Toggle("On", isOn: $isOn)
      Button("Locked") {}.disabled(true)
    }
  }
}

@MainActor
@Suite("Actions prepared before they run")
struct PreparedActionTests {
  @Test func preparingFindsTheControlsButActsOnlyWhenTheActionRuns() throws {
    let host = ViewHost(root: Panel())
    let type = try host.typeAction("ab", into: "Name")
    let tap = try host.tapAction("Tap")
    let toggle = try host.toggleAction("On")
    #expect(host.render().contains(#"Text("name , taps 0, on false")"#))
    _ = type()
    #expect(host.render().contains(#"Text("name ab, taps 0, on false")"#))
    _ = tap()
    #expect(host.render().contains(#"Text("name ab, taps 1, on false")"#))
    _ = toggle()
    #expect(host.render().contains(#"Text("name ab, taps 1, on true")"#))
  }

  @Test func aPreparedTapPressesTheButtonFoundEvenOnceItsTitleChanged() throws {
    let host = ViewHost(root: Panel())
    let tap = try host.tapAction("Tap")
    _ = tap()
    // The button is now titled "Tapped": looking "Tap" up again fails, the prepared tap does not.
    #expect(throws: ViewHostError.self) { try host.tap("Tap") }
    _ = tap()
    #expect(host.render().contains(#"Text("name , taps 2, on false")"#))
  }

  @Test func aMissingControlIsThrownWhenPreparingWithThePublicMethodsError() throws {
    let host = ViewHost(root: Panel())
    let missing = #"no Button titled "Nope" in the tree; there are "Tap", "Twin", "Twin", "Locked""#
    #expect { _ = try host.tapAction("Nope") } throws: { "\($0)" == missing }
    #expect { try host.tap("Nope") } throws: { "\($0)" == missing }
    #expect(throws: ViewHostError.self) { _ = try host.typeAction("a", into: "Nope") }
    #expect(throws: ViewHostError.self) { _ = try host.toggleAction("Nope") }
    #expect(host.render().contains(#"Text("name , taps 0, on false")"#))
  }

  @Test func anAmbiguousTitleIsThrownWhenPreparing() throws {
    let host = ViewHost(root: Panel())
    let error = #expect(throws: ViewHostError.self) { _ = try host.tapAction("Twin") }
    #expect(error?.ambiguousPaths.count == 2)
  }

  @Test func aDisabledButtonIsRefusedWhenPreparing() throws {
    let host = ViewHost(root: Panel())
    let error = #expect(throws: ViewHostError.self) { _ = try host.tapAction("Locked") }
    #expect(error.map { "\($0)".contains("it is disabled") } == true)
  }
}
