/// A container that shows its children as the rows of a scrolling list, mounting only the rows
/// inside the viewport.
///
/// Its rows are its flattened children: each element of a `ForEach`, each static child, each
/// header, row and footer of a ``Section``. With the default viewport every row is mounted;
/// with ``ViewHost/init(root:visibleRows:)`` only the visible rows are nodes, and scrolling
/// (``ViewHost/scroll(toRow:in:)``) mounts the rows that come into view and parks the rows that
/// leave it, keeping their state, as SwiftUI's `List` does.
///
/// ```swift
/// List(books) { book in BookRow(book: book) }
/// List(names, id: \.self) { name in Text(name) }
/// List($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
/// ```
///
/// `SelectionValue` is `Never`: selection is not modelled. Not `Sendable` (it holds views).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  let content: Content
}

extension List where SelectionValue == Never {
  /// Creates the list from a builder block.
  ///
  /// - Parameter content: The rows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a row per element, identified by the value at `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: The row for an element.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// Creates a row per identifiable element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - rowContent: The row for an element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a row per integer of a constant range, identified by the integer.
  ///
  /// - Parameters:
  ///   - data: The range.
  ///   - rowContent: The row for an integer.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }

  /// Creates a row per element of a bound collection, each given a binding to its element.
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - rowContent: The row for a binding to an element.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, C.Index: Hashable {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// Creates a row per identifiable element of a bound collection, each given a binding to its
  /// element.
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - rowContent: The row for a binding to an element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>,
    C.Element: Identifiable, C.Index: Hashable
  {
    content = ForEach(data, content: rowContent)
  }
}

extension List: LazyContainer, FixedLinePrimitive {
  static var fixedLine: String { "List" }
}
