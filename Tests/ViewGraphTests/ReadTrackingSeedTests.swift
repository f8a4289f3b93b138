import ReadTracking
import Testing
import ViewGraph

private typealias Library = ReadModels.Library
private typealias Book = ReadModels.Book
private typealias PlainShelf = ReadModels.PlainShelf
private typealias PlainBook = ReadModels.PlainBook

/// Seed 002, gap 1: a computed property over storage the registrar does not see.
private final class HiddenCounter: Observable {
  let observationRegistrar = ObservationRegistrar()
  private var storage = 0
  var value: Int { storage }

  func increment() { storage += 1 }
}

/// The same computed property over tracked storage, for contrast.
private final class VisibleCounter: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked private var storage = 0
  var value: Int { storage }

  func increment() { storage += 1 }
}

private struct HiddenCounterView: View {
  let counter: HiddenCounter
  var body: some View { Text("hidden: \(counter.value)") }
}

private struct VisibleCounterView: View {
  let counter: VisibleCounter
  var body: some View { Text("visible: \(counter.value)") }
}

/// What an `onAppear` action saw.
private final class Seen {
  var searchText: String?
}

/// Seed 002, gap 2: reads outside `body` (in `onAppear`).
private struct ReadsOnAppear: View {
  let library: Library
  let seen: Seen

  var body: some View {
    Text("static").onAppear { seen.searchText = library.searchText }
  }
}

/// Seed 002, gap 3: rows of observable books.
private struct BookList: View {
  let library: Library

  var body: some View {
    VStack {
      ForEach(library.books, id: \.id) { book in
        BookRow(book: book)
      }
    }
  }
}

private struct BookRow: View {
  let book: Book
  var body: some View { Text(book.title) }
}

/// Seed 002, gap 3: rows of books that are not observable.
private struct PlainBookList: View {
  let shelf: PlainShelf

  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.id) { book in
        PlainBookRow(book: book)
      }
    }
  }
}

private struct PlainBookRow: View {
  let book: PlainBook
  var body: some View { Text(book.title) }
}

/// Seed 004's bite: the parent reads `books.count`.
private struct Dashboard: View {
  let library: Library

  var body: some View {
    VStack {
      Text("\(library.books.count) books")
      Header(title: "Library", onRefresh: {})
      SyncStatus(library: library)
    }
  }
}

/// The fix: the read moved into `BookCount`.
private struct ExtractedDashboard: View {
  let library: Library

  var body: some View {
    VStack {
      BookCount(library: library)
      Header(title: "Library", onRefresh: {})
      SyncStatus(library: library)
    }
  }
}

private struct BookCount: View {
  let library: Library
  var body: some View { Text("\(library.books.count) books") }
}

/// A child with a closure input: it cannot be compared, so it follows its parent.
private struct Header: View {
  let title: String
  let onRefresh: @MainActor () -> Void
  var body: some View { Button(title, action: onRefresh) }
}

/// A child with a comparable input (the same object): skipped unless it is dirty.
private struct SyncStatus: View {
  let library: Library
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

@MainActor
@Suite("Read-tracking seed examples")
struct ReadTrackingSeedTests {
  @Test func aComputedPropertyOverUntrackedStorageNeverUpdatesTheView() {
    let hidden = HiddenCounter()
    let hiddenHost = ViewHost(root: HiddenCounterView(counter: hidden))
    hidden.increment()
    #expect(!hiddenHost.hasPendingInvalidations)
    #expect(hiddenHost.flush().evaluationCount == 0)
    #expect(hiddenHost.render().contains("Text(\"hidden: 0\")"))

    let visible = VisibleCounter()
    let visibleHost = ViewHost(root: VisibleCounterView(counter: visible))
    visible.increment()
    #expect(
      visibleHost.flush().printChangesLines == [
        "VisibleCounterView: VisibleCounter.storage changed."
      ])
    #expect(visibleHost.render().contains("Text(\"visible: 1\")"))
  }

  @Test func aReadInOnAppearIsNotADependency() {
    let library = Library()
    library.searchText = "first"
    let seen = Seen()
    let host = ViewHost(root: ReadsOnAppear(library: library, seen: seen))
    #expect(seen.searchText == "first")
    #expect(library.observationRegistrar.registrationCounts == (observers: 0, keyPaths: 0))
    library.searchText = "second"
    #expect(host.flush().evaluationCount == 0)
    #expect(seen.searchText == "first")
  }

  @Test func renamingAnObservableBookUpdatesOnlyItsRow() {
    let library = Library(titles: ["Dune", "Emma", "Ulysses"])
    let host = ViewHost(root: BookList(library: library))
    library.books[1].title = "Persuasion"
    let report = host.flush()
    #expect(report.evaluations.map(\.path) == ["BookList/VStack/BookRow#2"])
    #expect(report.printChangesLines == ["BookRow: Book.title changed."])
    #expect(host.render().contains("Text(\"Persuasion\")"))
  }

  @Test func renamingABookThatIsNotObservableUpdatesNoRow() {
    let shelf = PlainShelf(titles: ["Dune", "Emma", "Ulysses"])
    let host = ViewHost(root: PlainBookList(shelf: shelf))
    shelf.books[1].title = "Persuasion"
    #expect(host.flush().evaluationCount == 0)
    #expect(host.render().contains("Text(\"Emma\")"))
    #expect(!host.render().contains("Persuasion"))
  }

  @Test func aParentReadingTheCountRecomputesWithItsIncomparableChildren() {
    let library = Library(titles: ["Dune"])
    let host = ViewHost(root: Dashboard(library: library))
    // Dashboard reads `books`; Header has a closure (changed); SyncStatus is the same object
    // and not dirty (skipped): 2.
    for title in ["Emma", "Ulysses"] {
      library.add(title: title)
      let report = host.flush()
      #expect(report.evaluations.map(\.viewType) == ["Dashboard", "Header"])
      #expect(
        report.printChangesLines == ["Dashboard: Library.books changed.", "Header: @self changed."])
    }
    #expect(host.render().contains("Text(\"3 books\")"))
    // Only SyncStatus reads `isSyncing`: 1.
    library.isSyncing = true
    #expect(host.flush().evaluations.map(\.viewType) == ["SyncStatus"])
  }

  @Test func afterExtractingBookCountTheParentDoesNotRecompute() {
    let library = Library(titles: ["Dune"])
    let host = ViewHost(root: ExtractedDashboard(library: library))
    host.resetCounters()
    for title in ["Emma", "Ulysses"] {
      library.add(title: title)
      #expect(host.flush().printChangesLines == ["BookCount: Library.books changed."])
    }
    // Two appends, one BookCount each; the parent and Header never ran again.
    #expect(host.counters.byViewType == ["BookCount": 2])
    #expect(host.render().contains("Text(\"3 books\")"))
  }
}
