import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library
private typealias Book = ReadModels.Book

/// A row as the library screen's variant C makes it: an injected object and one reference.
private struct ShelfRow: View {
  @Environment(Library.self) var library
  let book: Book

  var body: some View {
    Text(library.isSyncing ? "\(book.title) ⟳" : book.title)
  }
}

/// A row with an environment field and a state: its slots are its own.
private struct CountingRow: View {
  @Environment(Library.self) var library
  @State var taps = 0

  var body: some View {
    Button("Tap \(library.books.count)") { taps += 1 }
    Text("taps \(taps)")
  }
}

private struct Shelf: View {
  let library: Library

  var body: some View {
    VStack {
      ForEach(library.books, id: \.id) { book in
        ShelfRow(book: book)
      }
      CountingRow()
    }
    .environment(library)
  }
}

/// A button whose role a state switches on.
private struct RoleSwitch: View {
  @State var isDestructive = false

  var body: some View {
    VStack {
      Button("Arm") { isDestructive = true }
      Button("Delete", role: isDestructive ? .destructive : nil) {}
    }
  }
}

/// A counter whose taps are its own state.
private struct Counter: View {
  let name: String
  @State var taps = 0

  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// A view whose children are its rows alone: none, one (kept with no array) or several.
private struct CounterList: View {
  let count: Int

  var body: some View {
    ForEach(Array(0..<count), id: \.self) { index in
      Counter(name: "c\(index)")
    }
  }
}

/// A list of counters whose length buttons set.
private struct Counters: View {
  @State var count = 1

  var body: some View {
    VStack {
      CounterList(count: count)
      Button("None") { count = 0 }
      Button("One") { count = 1 }
      Button("Three") { count = 3 }
    }
  }
}

/// Rows that are stacks, one of them in an environment writer and one with an `onAppear`.
private struct StackRows: View {
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { index in
        HStack {
          Text("row \(index)")
          Button("Delete") {}
        }
      }
      HStack { Text("disabled") }.disabled(true)
      HStack { Text("appearing") }.onAppear {}
    }
  }
}

/// A stack whose rows come from a binding, read in the stack's own scope.
private struct BoundStack: View {
  @State var names = [Name(id: 1, text: "a"), Name(id: 2, text: "b")]

  struct Name: Identifiable {
    let id: Int
    var text: String
  }

  var body: some View {
    HStack {
      ForEach($names) { $name in Text(name.text) }
    }
    Button("Rename") { names[0].text = "z" }
  }
}

/// A stack with a custom child, whose path starts with the stack's.
private struct StackWithChild: View {
  var body: some View {
    ZStack {
      Counter(name: "inner")
    }
  }
}

/// What a mounted row keeps (issue 17): the sizes that decide whether a view is boxed, and the
/// behaviour of the storage that was made smaller.
@MainActor
@Suite("Memory per row")
struct MemoryPerRowTests {
  @Test func anInjectedObjectFieldIsTwoWordsSoARowWithOneMoreReferenceIsNotBoxed() {
    let word = MemoryLayout<Int>.size
    #expect(MemoryLayout<Environment<Library>>.size == 2 * word)
    // Three words fit in an existential's inline buffer.
    #expect(MemoryLayout<ShelfRow>.size == 3 * word)
  }

  @Test func aButtonIsFiveWordsWhateverItsRoleAndIcon() {
    // The title (two words), the action (two) and the box of its rare details (one).
    #expect(MemoryLayout<Button>.size == 5 * MemoryLayout<Int>.size)
  }

  @Test func aNodeGoingFromOneChildToSeveralAndBackKeepsTheIdentitiesThatStay() throws {
    let host = ViewHost(root: Counters())
    func shown() -> [String] {
      host.render().split(separator: "\n").compactMap { line in
        line.contains("Button(\"c") ? String(line.drop { $0 == " " }) : nil
      }
    }
    #expect(shown() == [#"Button("c0 0")"#])
    _ = try host.tap("c0 0")
    _ = try host.tap("Three")
    // One child to three: the first keeps its state, the other two are new.
    #expect(shown() == [#"Button("c0 1")"#, #"Button("c1 0")"#, #"Button("c2 0")"#])
    _ = try host.tap("c2 0")
    _ = try host.tap("One")
    // Three to one: the first is still the same identity.
    #expect(shown() == [#"Button("c0 1")"#])
    _ = try host.tap("Three")
    // The two that left come back as new identities.
    #expect(shown() == [#"Button("c0 1")"#, #"Button("c1 0")"#, #"Button("c2 0")"#])
    _ = try host.tap("None")
    #expect(shown().isEmpty)
    _ = try host.tap("One")
    #expect(shown() == [#"Button("c0 0")"#])
  }

  @Test func aStackOrAnActionModifierKeepsNoPrimitiveStateButAnEnvironmentWriterDoes() {
    let host = ViewHost(root: StackRows())
    // No stack reads deferred content or was asked for its path: none keeps anything.
    #expect(host.keptStates(ofType: "VStack") == ["none"])
    #expect(host.keptStates(ofType: "HStack") == Array(repeating: "none", count: 5))
    // The environment writer keeps the environment it gives between expansions; the `onAppear`
    // needs nothing for its action.
    #expect(host.keptStates(ofType: "DisabledView") == ["primitive"])
    #expect(host.keptStates(ofType: "OnAppearView") == ["none"])
    #expect(host.render().contains(#"Button("Delete")"#))
  }

  @Test func aStackThatReadsItsRowsFromABindingMakesATrackedStateAndUpdates() throws {
    let host = ViewHost(root: BoundStack())
    #expect(host.keptStates(ofType: "HStack") == ["tracked"])
    #expect(host.render().contains(#"Text("a")"#))
    _ = try host.tap("Rename")
    // The rename reaches the row through the stack's own scope.
    #expect(host.render().contains(#"Text("z")"#))
    #expect(!host.render().contains(#"Text("a")"#))
  }

  @Test func aStackKeepsThePathItsCustomChildStartsWith() throws {
    let host = ViewHost(root: StackWithChild())
    // The child's path was made at its evaluation, from the stack's, which the stack kept.
    #expect(host.keptStates(ofType: "ZStack") == ["tracked"])
    let counts = host.counters.byNode
    #expect(counts.count == 2)
    #expect(counts.keys.contains { $0.hasSuffix("/ZStack/Counter") })
    _ = try host.tap("inner 0")
    #expect(host.render().contains(#"Button("inner 1")"#))
  }

  @Test func aNodesChildrenAreOneWord() {
    // None, one node or an array: the tag goes in the references' spare bits.
    #expect(ViewHost.nodeChildrenSize == MemoryLayout<Int>.size)
  }

  @Test(arguments: [2, 3, 5])
  func severalChildrenTakeACountAndACapacityOf32BitsEachBeforeTheirNodes(count: Int) {
    // The object's header (16), the count and the capacity (4 each), one word per node: two
    // children take 40 bytes, 48 with the allocator's; an array's 16-byte header took 64.
    let storage = ViewHost(root: EmptyView()).childrenStorage(count: count)
    #expect(storage.bytes == 24 + 8 * count)
    // A copy shares the nodes until one of them changes.
    #expect(storage.copyIsApart)
    #expect(storage.grownInOrder)
  }

  @Test func aNodesTrackedStateFitsIn120Bytes() {
    // 120 bytes and the allocator's 8-byte header round to 128; 128 bytes would take 144.
    #expect(ViewHost.trackedNodeStateSize <= 120)
  }

  @Test func aNodeFitsIn120Bytes() {
    // The header (16), the id (8), the key's position (16) and ids (9, then the node's three
    // flags and its 4-byte depth), the info, the parent, the view's value buffer (24: its type
    // metadata and witness table are the info's), the environment, the children and the
    // primitive or tracked state (8 each): 120. With the allocator's 8-byte header that takes
    // 128; 136 bytes (the view's whole 40-byte existential) took 144.
    #expect(ViewHost.nodeSize <= 120)
  }

  @Test func aNodeComparesItsKeyWithoutMakingItAsEqualityDoes() {
    func inline(_ id: Int) -> ExplicitIDs {
      var ids: ExplicitIDs = []
      ids.append(id)
      return ids
    }
    let host = ViewHost(root: EmptyView())
    // Same type and position; the ids: none, inline `Int`s, an inline `Int` and the same value
    // in a list (equal, so the inline comparison must not decide), and lists.
    let cases: [(ExplicitIDs, ExplicitIDs, equal: Bool)] = [
      ([], [], true), ([], inline(5), false), (inline(5), [], false),
      (inline(5), inline(5), true), (inline(5), inline(6), false),
      (inline(5), [AnyHashable(5)], true), ([AnyHashable(5)], inline(5), true),
      (inline(5), [AnyHashable(6)], false), (inline(5), [AnyHashable(5), AnyHashable(1)], false),
      (["a"], ["a"], true), (["a"], ["b"], false), (["a"], [], false),
    ]
    for (ids, otherIDs, equal) in cases {
      let compared = host.nodeKeyComparisons(ids, otherIDs)
      #expect(compared.hasKey == equal)
      #expect(compared.equal == equal)
    }
  }

  @Test func aButtonWhoseRoleChangesRendersItsNewRole() throws {
    let host = ViewHost(root: RoleSwitch())
    #expect(host.render().contains(#"Button("Delete")"#))
    _ = try host.tap("Arm")
    #expect(host.render().contains(#"Button("Delete", role: .destructive)"#))
  }

  @Test func rowsWithOnlyEnvironmentFieldsReadTheirObjectAndAStateBesideOneKeepsItsValue() throws {
    let library = Library(titles: ["Dune", "Emma"])
    let host = ViewHost(root: Shelf(library: library))
    #expect(host.render().contains(#"Text("Dune")"#))
    library.isSyncing = true
    // Both rows read `isSyncing`; the counting row does not.
    #expect(host.flush().evaluationCount == 2)
    #expect(host.render().contains(#"Text("Emma ⟳")"#))
    _ = try host.tap("Tap 2")
    _ = try host.tap("Tap 2")
    #expect(host.render().contains(#"Text("taps 2")"#))
    // Only the state has a value in a slot; the environment fields keep nothing.
    #expect(host.stateSnapshot().keys.map { $0.hasSuffix("|_taps") } == [true])
  }
}
