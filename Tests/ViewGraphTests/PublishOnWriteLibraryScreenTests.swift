import PublishOnWrite
import Testing
import ViewGraph

// Variant A of /work/shared/design/library-screen.md: the screen before migration.

private final class Book: ObservableObject, Identifiable {
  let id: Int
  @Published var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

private final class Library: ObservableObject {
  @Published var books: [Book]
  @Published var searchText = ""
  @Published var isSyncing = false
  private var nextID: Int

  init(bookCount: Int) {
    books = (0..<bookCount).map { Book(id: $0, title: "Book \($0)") }
    nextID = bookCount
  }

  func add(title: String) {
    books.append(Book(id: nextID, title: title))
    nextID += 1
  }

  func remove(_ book: Book) {
    books.removeAll { $0 === book }
  }
}

private struct LibraryScreen: View {
  @StateObject var library: Library

  init(bookCount: Int) {
    _library = StateObject(wrappedValue: Library(bookCount: bookCount))
  }

  var body: some View {
    VStack {
      Text("\(library.books.count) books")
      SearchField()
      SyncIndicator()
      BookList(onDelete: { library.remove($0) })
    }
    .environmentObject(library)
  }
}

private struct SearchField: View {
  @EnvironmentObject var library: Library

  var body: some View {
    HStack {
      TextField("Search", text: $library.searchText)
      ClearButton()
    }
  }
}

private struct ClearButton: View {
  @EnvironmentObject var library: Library

  var body: some View {
    if !library.searchText.isEmpty {
      Button("Clear") { library.searchText = "" }
    }
  }
}

private struct SyncIndicator: View {
  @EnvironmentObject var library: Library
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

private struct BookList: View {
  @EnvironmentObject var library: Library
  let onDelete: (Book) -> Void

  var body: some View {
    List {
      ForEach(library.books) { book in
        BookRow(book: book, onDelete: { onDelete(book) })
      }
    }
  }
}

private struct BookRow: View {
  @EnvironmentObject var library: Library
  @ObservedObject var book: Book
  let onDelete: @MainActor () -> Void

  var body: some View {
    HStack {
      Text(book.title)
      if library.isSyncing { Text("⟳") }
      Button("Delete \(book.title)", action: onDelete)
    }
  }
}

@MainActor
@Suite("Library screen, publish-on-write")
struct PublishOnWriteLibraryScreenTests {
  private func library(in host: ViewHost) throws -> Library {
    let row = try #require(host.nodes(ofType: BookRow.self).first?.view as? BookRow)
    return row.library
  }

  /// Every holder of the library recomputes on a keystroke: the screen, `SearchField`,
  /// `ClearButton`, `SyncIndicator`, `BookList` and one `BookRow` per book = 5 + N (47 for 42).
  @Test(arguments: [(1, 6), (3, 8), (42, 47)])
  func keystrokeRecomputesEveryHolder(bookCount: Int, expected: Int) throws {
    let host = ViewHost(root: LibraryScreen(bookCount: bookCount))
    #expect(host.mountReport.evaluationCount == expected)
    let report = try host.type("s", into: "Search")
    #expect(report.evaluationCount == expected)
    #expect(report.evaluationCount(of: "BookRow") == bookCount)
    #expect(host.render().contains("Button(\"Clear\")"))
  }

  @Test func renamingOneBookRecomputesOnlyItsRow() throws {
    let host = ViewHost(root: LibraryScreen(bookCount: 3))
    let library = try library(in: host)
    library.books[1].title = "Renamed"
    let report = host.flush()
    #expect(report.printChangesLines == ["BookRow: _book changed."])
    #expect(host.render().contains("Text(\"Renamed\")"))
  }

  @Test func deletingThroughARowReleasesItsIdentity() throws {
    let host = ViewHost(root: LibraryScreen(bookCount: 3))
    weak let deleted = try library(in: host).books[0]
    // The library's holders: screen, SearchField, ClearButton, SyncIndicator, BookList and the
    // 2 remaining rows = 7; the deleted row is unmounted, not counted.
    let report = try host.tap("Delete Book 0")
    #expect(report.evaluationCount == 7)
    #expect(host.nodes(ofType: BookRow.self).count == 2)
    #expect(deleted == nil)
    #expect(host.render().contains("Text(\"2 books\")"))
  }

  @Test func clearingTheSearchThroughTheButton() throws {
    let host = ViewHost(root: LibraryScreen(bookCount: 2))
    try host.type("swift", into: "Search")
    try host.tap("Clear")
    #expect(try library(in: host).searchText == "")
    #expect(!host.render().contains("Button(\"Clear\")"))
  }
}
