/// Views computed from a collection, one per element, each identified by the element's id.
///
/// A row's identity is its id, so inserting, removing or reordering elements keeps each row's
/// state with its element. Two elements with the same id are reported as an error by the pass
/// (``RuntimeIssue/Kind-swift.enum/duplicateID``) and only the first is shown. The rows join the
/// parent's children. Not `Sendable` (it holds a closure).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The type of the body: `ForEach` is expanded by the graph.
  public typealias Body = Never

  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// Creates rows identified by the value at `id` in each element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to each element's identity; use `\.self` for hashable elements.
  ///   - content: The row for an element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates rows identified by each element's `id`.
  ///
  /// - Parameters:
  ///   - data: The identifiable elements.
  ///   - content: The row for an element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: [AnyHashable]) {
    var seen = Set<ID>()
    seen.reserveCapacity(data.count)
    for element in data {
      let elementID = element[keyPath: id]
      guard seen.insert(elementID).inserted else {
        list.report(
          .duplicateID,
          "ForEach<\(Data.self), \(ID.self), \(displayName(of: Content.self))>: the ID "
            + "\(elementID) occurs multiple times within the collection, this will give "
            + "undefined results!")
        continue
      }
      var elementIDs = ids
      elementIDs.append(AnyHashable(elementID))
      list.append(content(element), position: position, ids: elementIDs)
    }
  }
}
