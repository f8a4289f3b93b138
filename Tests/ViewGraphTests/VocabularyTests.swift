import Testing
import ViewGraph

private struct Badge: View {
  let text: String
  var body: some View { Text(text) }
}

/// Every container and leaf view once, styled: one custom view (`Badge`) inside them all.
private struct Gallery: View {
  @State var count = 0

  var body: some View {
    NavigationStack {
      ScrollView {
        ZStack(alignment: .topLeading) {
          VStack(alignment: .leading, spacing: 8) {
            HStack {
              Label("Books", systemImage: "book")
              Spacer()
              Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
            Divider()
            ProgressView("Loading", value: 1, total: 4)
            Text("Count: ").bold() + Text("\(count)")
            Badge(text: "new")
              .padding()
              .padding(.horizontal, 12)
              .font(.headline)
              .fontWeight(.semibold)
              .foregroundColor(.secondary)
              .frame(maxWidth: .infinity, alignment: .leading)
              .background(.thinMaterial)
              .opacity(0.8)
              .tint(.blue)
              .cornerRadius(4)
            Button("Add") { count += 1 }.buttonStyle(.borderedProminent)
          }
        }
      }
      .navigationTitle("Gallery")
    }
  }
}

private struct Erased: View {
  @State var isText = true
  var body: some View {
    VStack {
      Button("Switch") { isText.toggle() }
      isText ? AnyView(Badge(text: "a")) : AnyView(Label("b", systemImage: "b"))
    }
  }
}

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

private struct Todos: View {
  @State var todos = [Todo(id: 1, title: "Read"), Todo(id: 2, title: "Write")]

  var body: some View {
    Form {
      Section("Open") {
        ForEach($todos) { $todo in TodoRow(todo: $todo) }
      }
      Section {
        Text("\(todos.filter(\.isDone).count) done")
      } header: {
        Text("Summary")
      } footer: {
        Text("Swipe to delete")
      }
    }
  }
}

private struct TodoRow: View {
  @Binding var todo: Todo
  var body: some View { Toggle(todo.title, isOn: $todo.isDone) }
}

private struct Navigated: View {
  var body: some View {
    NavigationStack {
      List(["a", "b"], id: \.self) { name in
        NavigationLink(name) { Badge(text: "Detail \(name)") }
      }
    }
  }
}

private enum Field: Hashable { case name, email }

private struct Focused: View {
  @FocusState var focus: Field?
  @FocusState var isEditing: Bool
  @State var name = ""

  var body: some View {
    VStack {
      Text(focus == .email ? "email" : "other")
      TextField("Name", text: $name).focused($focus, equals: .name).focused($isEditing)
      Button("Next") { focus = .email }
    }
  }
}

private struct Decorated: View {
  @State var isLoading = false

  var body: some View {
    Text("Books")
      .overlay {
        if isLoading { Badge(text: "loading") }
      }
      .background { Badge(text: "shade") }
      .toolbar { Button("Load") { isLoading = true } }
  }
}

@MainActor
@Suite("SwiftUI's vocabulary")
struct VocabularyTests {
  @Test func containersLeavesAndStylingCountOnlyCustomViews() {
    let host = ViewHost(root: Gallery())
    // Gallery and Badge: the primitives and the styling modifiers are never counted. The
    // navigation title is rendered after the view it titles; styling is not rendered.
    #expect(
      host.mountReport.printChangesLines.map { $0.prefix { $0 != ":" } } == ["Gallery", "Badge"])
    #expect(
      host.render() == """
        Gallery
          NavigationStack
            ScrollView
              ZStack
                VStack
                  HStack
                    Label
                      Text("Books")
                      Image(systemName: "book")
                    Spacer
                    Image(systemName: "star.fill")
                  Divider
                  ProgressView("Loading", value: 0.25)
                  Text("Count: 0")
                  Badge
                    Text("new")
                  Button("Add")
            NavigationTitle("Gallery")

        """)
  }

  @Test func stylingModifiersKeepTheViewsIdentity() throws {
    let host = ViewHost(root: Gallery())
    let badge = host.nodes { $0.viewType == "Badge" }[0]
    #expect(badge.path == "Gallery/NavigationStack/ScrollView/ZStack/VStack/Badge[4]")
    let report = try host.tap("Add")
    // Gallery reads count; Badge's input is equal, so it is skipped.
    #expect(report.printChangesLines == ["Gallery: _count changed."])
  }

  @Test func anyViewOfAnotherTypeIsANewIdentity() throws {
    let host = ViewHost(root: Erased())
    let report = try host.tap("Switch")
    // Erased, then nothing else: the Badge leaves and the Label (a primitive) comes.
    #expect(report.printChangesLines == ["Erased: _isText changed."])
    #expect(host.nodes { $0.viewType == "Badge" }.isEmpty)
    #expect(host.render().contains(#"Text("b")"#))
  }

  @Test func forEachOverABindingGivesEachRowItsElement() throws {
    let host = ViewHost(root: Todos())
    // Todos and the two rows.
    #expect(host.mountReport.evaluationCount == 3)
    let report = try host.toggle("Write")
    // Todos reads todos (the summary count); each row reads its title and isDone through its
    // binding, a read of the whole todos state, so both rows depend on it and both recompute,
    // after their parent. The toggle itself updates as a control.
    #expect(
      report.printChangesLines
        == ["Todos: _todos changed.", "TodoRow: _todo changed.", "TodoRow: _todo changed."])
    #expect(host.render().contains(#"Text("1 done")"#))
  }

  @Test func sectionsShowHeaderRowsAndFooter() {
    let host = ViewHost(root: Todos())
    #expect(
      host.render().contains(
        """
            Text("Summary")
            Text("0 done")
            Text("Swipe to delete")
        """))
  }

  @Test func sectionRowsAreRowsOfALazyForm() {
    let host = ViewHost(root: Todos(), visibleRows: 2)
    // The form's rows: the "Open" header, row 1, row 2, the summary's header, text, footer.
    // Only the header and the first row are visible: Todos and one TodoRow.
    #expect(host.mountReport.evaluationCount == 2)
  }

  @Test func followingALinkMountsItsDestinationAndGoingBackRemovesIt() throws {
    let host = ViewHost(root: Navigated())
    // Navigated alone: destinations are not mounted.
    #expect(host.mountReport.evaluationCount == 1)
    let pushed = try host.followLink("b")
    // The destination's first evaluation (a view without dynamic properties).
    #expect(pushed.printChangesLines == ["Badge: @self changed."])
    #expect(host.render().contains(#"Text("Detail b")"#))
    try host.goBack()
    #expect(host.nodes { $0.viewType == "Badge" }.isEmpty)
    #expect {
      try host.followLink("c")
    } throws: { error in
      "\(error)" == #"no NavigationLink titled "c" in the tree; there are "a", "b""#
    }
  }

  @Test func focusStateIsStateTheBodyReads() throws {
    let host = ViewHost(root: Focused())
    let report = try host.tap("Next")
    #expect(report.printChangesLines == ["Focused: _focus changed."])
    #expect(host.render().contains(#"Text("email")"#))
  }

  @Test func overlaysAndBackgroundsAreMountedAndCounted() throws {
    let host = ViewHost(root: Decorated())
    // Decorated and the background's Badge; the overlay is empty.
    #expect(host.mountReport.evaluations.map(\.viewType) == ["Decorated", "Badge"])
    let report = try host.tap("Load")
    // Decorated reads isLoading; the overlay's Badge appears; the background's is unchanged.
    #expect(
      report.printChangesLines == ["Decorated: _isLoading changed.", "Badge: @self changed."])
  }
}
