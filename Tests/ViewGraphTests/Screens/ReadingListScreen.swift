// A reading-list screen written exactly as it would be for SwiftUI: only the import differs.
// RealisticScreenTests counts what it recomputes.

import ViewGraph

struct Novel: Identifiable, Equatable {
  let id: Int
  var title: String
  var isRead = false
}

enum SortOrder: String, CaseIterable, Identifiable {
  case title = "Title"
  case unread = "Unread first"
  var id: Self { self }
}

struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding()
      .background(.regularMaterial)
      .cornerRadius(12)
  }
}

struct ReadingListScreen: View {
  @State private var books = (0..<40).map { Novel(id: $0, title: "Novel \($0)") }
  @State private var query = ""
  @State private var order = SortOrder.title
  @State private var goal = 12
  @State private var isAdding = false
  @State private var selected: Novel?
  @State private var isConfirmingReset = false
  @State private var isLoading = true

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("Search", text: $query)
          Picker("Sort", selection: $order) {
            ForEach(SortOrder.allCases) { order in Text(order.rawValue) }
          }
          .pickerStyle(.segmented)
        }
        Section("Books") {
          ForEach($books) { $book in
            NovelRow(book: $book)
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Reading list")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { isAdding = true }
        }
        ToolbarItem(placement: .topBarLeading) {
          Button("Reset") { isConfirmingReset = true }
            .disabled(isLoading)
        }
      }
      .sheet(isPresented: $isAdding) {
        AddBookSheet { title in
          books.append(Novel(id: books.count, title: title))
        }
      }
      .alert("Reset the list?", isPresented: $isConfirmingReset) {
        Button("Reset") { books = books.map { Novel(id: $0.id, title: $0.title) } }
        Button("Cancel") {}
      }
      .task {
        isLoading = false
      }
    }
    ReadingGoal(goal: $goal)
  }
}

struct NovelRow: View {
  @Binding var book: Novel

  var body: some View {
    HStack {
      Image(systemName: book.isRead ? "checkmark.circle.fill" : "circle")
        .foregroundStyle(.tint)
      Text(book.title)
        .font(.body)
        .lineLimit(1)
      Spacer()
      Toggle("Read \(book.id)", isOn: $book.isRead)
        .labelsHiddenIfAvailable()
    }
  }
}

extension View {
  /// A screen's own helper: a plain extension returning `some View` composes with the rest.
  func labelsHiddenIfAvailable() -> some View {
    self
  }
}

struct ReadingGoal: View {
  @Binding var goal: Int

  var body: some View {
    VStack(alignment: .leading) {
      Label("Goal", systemImage: "target")
        .font(.headline)
      Stepper("Goal: \(goal) books", value: $goal, in: 1...52)
      ProgressView(value: Double(min(goal, 12)), total: 12)
      Divider()
    }
    .modifier(CardStyle())
  }
}

struct AddBookSheet: View {
  @Environment(\.dismiss) private var dismiss
  @FocusState private var isTitleFocused: Bool
  @State private var title = ""
  let onAdd: (String) -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
          .focused($isTitleFocused)
        Button("Save") {
          onAdd(title)
          dismiss()
        }
        .disabled(title.isEmpty)
      }
      .navigationTitle("New book")
      .onAppear { isTitleFocused = true }
    }
  }
}
