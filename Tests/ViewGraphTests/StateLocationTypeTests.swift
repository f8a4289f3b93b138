import Testing
import ViewGraph

/// Two `@State` fields of different types.
private struct IntThenText: View {
  let row: Int
  @State var number = 1
  @State var text = "a"

  var body: some View {
    VStack {
      Text("\(number) \(text)")
      Button("Int row \(row)") {
        number += 1
        text += "a"
      }
    }
  }
}

/// The same field positions as `IntThenText`, with the types swapped.
private struct TextThenInt: View {
  let row: Int
  @State var text = "b"
  @State var number = 10

  var body: some View {
    VStack {
      Text("\(text) \(number)")
      Button("Text row \(row)") {
        text += "b"
        number += 10
      }
    }
  }
}

/// Three rows of each type.
private struct MixedStates: View {
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { IntThenText(row: $0) }
      ForEach(0..<3, id: \.self) { TextThenInt(row: $0) }
    }
  }
}

/// A `@State` field finds the location it stored, of its own value type, at every evaluation:
/// the type is looked up once per view type and field, and views whose fields at the same
/// positions hold other types keep their own values.
@MainActor
@Suite("State locations by field type")
struct StateLocationTypeTests {
  /// How many lines of `rendering` show `text`.
  private func lines(showing text: String, in rendering: String) -> Int {
    rendering.split(separator: "\n").filter { $0.contains(text) }.count
  }

  @Test func eachFieldKeepsItsValueAcrossEvaluationsWhateverTheOtherViewsHold() throws {
    let host = ViewHost(root: MixedStates())
    #expect(lines(showing: "Text(\"1 a\")", in: host.render()) == 3)
    #expect(lines(showing: "Text(\"b 10\")", in: host.render()) == 3)
    // Tapping a row writes both of its fields; its next evaluation reads
    // the values written, through the locations its first one stored.
    try host.tap("Int row 0")
    try host.tap("Text row 1")
    let rendered = host.render()
    #expect(lines(showing: "Text(\"2 aa\")", in: rendered) == 1)
    #expect(lines(showing: "Text(\"1 a\")", in: rendered) == 2)
    #expect(lines(showing: "Text(\"bb 20\")", in: rendered) == 1)
    #expect(lines(showing: "Text(\"b 10\")", in: rendered) == 2)
    try host.tap("Int row 0")
    #expect(host.render().contains("Text(\"3 aaa\")"))
  }
}
