/// Views computed from a collection, one per element, each identified by the element's id.
///
/// A row's identity is its id, so inserting, removing or reordering elements keeps each row's
/// state with its element. Two elements with the same id are reported as an error by the pass
/// (``RuntimeIssue/Kind-swift.enum/duplicateID``) and only the first is shown. The rows join the
/// parent's children. Not `Sendable` (it holds a closure).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
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
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    // The code here runs unspecialized (the graph meets `ForEach` as an existential): integer
    // ids, and `Range<Int>` or contiguous data, take paths with no generic call per row. The
    // key path and the content are taken out of `self` once, not per row.
    let (id, content) = (id, content)
    if ID.self == Int.self {
      var seen = Set<Int>(minimumCapacity: data.count)
      forEachElement { element in
        let elementID = unsafeBitCast(element[keyPath: id], to: Int.self)
        guard seen.insert(elementID).inserted else {
          reportDuplicate(elementID, to: &list)
          return
        }
        var elementIDs = ids
        elementIDs.append(elementID)
        list.append(content(element), position: position, ids: elementIDs)
      }
      return
    }
    var seen = Set<ID>(minimumCapacity: data.count)
    forEachElement { element in
      let elementID = element[keyPath: id]
      guard seen.insert(elementID).inserted else {
        reportDuplicate(elementID, to: &list)
        return
      }
      var elementIDs = ids
      elementIDs.append(AnyHashable(elementID))
      list.append(content(element), position: position, ids: elementIDs)
    }
  }

  /// Calls `body` with each element, in order.
  private func forEachElement(_ body: (Data.Element) -> Void) {
    if let range = data as? Range<Int> {
      for index in range { body(unsafeBitCast(index, to: Data.Element.self)) }
      return
    }
    let visited: Void? = data.withContiguousStorageIfAvailable { elements in
      for element in elements { body(element) }
    }
    guard visited == nil else { return }
    for element in data { body(element) }
  }

  private func reportDuplicate(_ elementID: some Hashable, to list: inout ViewList) {
    list.report(
      .duplicateID,
      "ForEach<\(Data.self), \(ID.self), \(displayName(of: Content.self))>: the ID "
        + "\(elementID) occurs multiple times within the collection, this will give "
        + "undefined results!")
  }
}
