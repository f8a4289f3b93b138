extension ForEach {
  /// Creates rows from a bound collection, each given a binding to its element and identified
  /// by the value at `id`.
  ///
  /// ```swift
  /// ForEach($tasks, id: \.title) { $task in Toggle(task.title, isOn: $task.isDone) }
  /// ```
  ///
  /// Each row's binding points at its element by index, so a row that writes through it writes
  /// that element of the collection. The collection is read when the rows are made, not by the
  /// body that makes the `ForEach` (see ``ForEach``).
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - id: The key path to each element's identity.
  ///   - content: The row for a binding to an element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    self.init(
      source: .binding {
        data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
      },
      id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
  }

  /// Creates rows from a bound collection of identifiable elements, each given a binding to
  /// its element.
  ///
  /// - Parameters:
  ///   - data: The binding to the elements.
  ///   - content: The row for a binding to an element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates a row per integer of a constant range, identified by the integer.
  ///
  /// - Parameters:
  ///   - data: The range.
  ///   - content: The row for an integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
