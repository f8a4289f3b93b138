import Testing
import ViewGraph

private enum Order: String, CaseIterable, Identifiable {
  case title, author
  var id: Self { self }
}

/// Makes the bindings of its controls but reads none of the values in its body.
private struct Settings: View {
  @State var order = Order.title
  @State var copies = 1
  @State var volume = 0.5
  @State var password = ""
  @State var edits: [Bool] = []

  var body: some View {
    Form {
      Picker("Sort", selection: $order) {
        Text("Title").tag(Order.title)
        Text("Author").tag(Order.author)
      }
      Stepper("Copies", value: $copies, in: 1...3)
      Slider(value: $volume, in: 0...1, step: 0.25) { edits.append($0) }
      SecureField("Password", text: $password)
    }
  }
}

/// Reads the values its controls edit.
private struct Summary: View {
  @State var order = Order.title
  @State var copies = 1

  var body: some View {
    VStack {
      Text("\(order.rawValue) × \(copies)")
      Picker("Sort", selection: $order) {
        ForEach(Order.allCases) { order in Text(order.rawValue == "title" ? "Title" : "Author") }
      }
      Stepper("Copies", onIncrement: { copies += 1 }, onDecrement: nil)
    }
  }
}

@MainActor
@Suite("Picker, Stepper, Slider, SecureField")
struct ControlTests {
  @Test func selectingAnOptionUpdatesThePickerAlone() throws {
    let host = ViewHost(root: Settings())
    let report = try host.select("Author", in: "Sort")
    // Settings never reads order: no body; the picker updates as a control.
    #expect(report.evaluationCount == 0)
    #expect(
      report.controlUpdates.map(\.line) == ["Picker: _order changed. (control update, no body)"])
    #expect(host.render().contains(#"Picker("Sort", selection: "Author")"#))
  }

  @Test func aBodyThatReadsTheSelectionRecomputesOnce() throws {
    let host = ViewHost(root: Summary())
    let report = try host.select("Author", in: "Sort")
    // Summary reads order; ForEach rows are tagged with their ids.
    #expect(report.printChangesLines == ["Summary: _order changed."])
    #expect(host.render().contains(#"Text("author × 1")"#))
  }

  @Test func selectingAMissingOptionNamesTheOptions() {
    let host = ViewHost(root: Settings())
    #expect {
      try host.select("Year", in: "Sort")
    } throws: { error in
      "\(error)" == #"Picker titled "Sort": no option "Year"; the options are "Title", "Author""#
    }
  }

  @Test func aStepperStopsAtItsBounds() throws {
    let host = ViewHost(root: Settings())
    try host.increment("Copies")
    try host.increment("Copies")
    let atTop = try host.increment("Copies")
    // 1 → 2 → 3, then 3 again: an equal write changes nothing.
    #expect(atTop.controlUpdates.isEmpty)
    #expect(host.render().contains(#"Stepper("Copies", value: 3)"#))
  }

  @Test func aStepperWithActionsRunsThemAndRefusesADisabledStep() throws {
    let host = ViewHost(root: Summary())
    let report = try host.increment("Copies")
    #expect(report.printChangesLines == ["Summary: _copies changed."])
    #expect {
      try host.decrement("Copies")
    } throws: { error in
      "\(error)" == #"Stepper titled "Copies": its decrement is disabled"#
    }
  }

  @Test func aSliderSnapsToItsStep() throws {
    let host = ViewHost(root: Settings())
    let report = try host.slide(to: 0.6)
    // 0.6 snaps to 0.5, the value already there: nothing changes, but the drag began and
    // ended, which wrote edits (read by no body).
    #expect(report.evaluationCount == 0)
    try host.slide(to: 0.9)
    #expect(host.render().contains("Slider(value: 1.0, in: 0.0...1.0)"))
    #expect {
      try host.slide(to: 2)
    } throws: { error in
      "\(error)" == "Slider: 2.0 is outside its bounds 0.0...1.0"
    }
  }

  @Test func typingIntoASecureFieldIsMasked() throws {
    let host = ViewHost(root: Settings())
    let report = try host.type("pw", into: "Password")
    #expect(report.evaluationCount == 0)
    #expect(host.render().contains(#"SecureField("Password", text: "••")"#))
  }
}
