/// Views computed from a collection, one per element, each identified by the element's id.
///
/// A row's identity is its id, so inserting, removing or reordering elements keeps each row's
/// state with its element. Two elements with the same id are reported as an error by the pass
/// (``RuntimeIssue/Kind-swift.enum/duplicateID``) and only the first is shown. The rows join the
/// parent's children.
///
/// Over a binding (`ForEach($items) { $item in … }`), the collection is read, and the rows
/// made, when the `ForEach` updates, as SwiftUI does: in the tracking scope of the primitive
/// that shows the rows (a `VStack`, a `List`, a `Section`'s container), not in the body that
/// built the `ForEach`. So that body does not depend on the collection; a write to it (an
/// element written through a row's binding, an element added or removed) updates the rows
/// without any body, reported as a control update, and inserted, removed or moved elements
/// mount, unmount and move their rows by id, keeping each row's state. At the top of a body
/// (not inside any primitive), the rows are held by a transparent node of their own
/// (`DeferredContent` in paths), which reads the collection. Not `Sendable` (it holds a
/// closure).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The type of the body: `ForEach` is expanded by the graph.
  public typealias Body = Never

  /// The elements, or, over a binding, how to read them when the rows are made.
  let source: Source
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// Where the elements come from.
  enum Source {
    /// The elements, read by the body that made the `ForEach`.
    case elements(Data)
    /// The elements of a binding, read when the rows are made.
    case binding(() -> Data)
  }

  /// The elements, read now (from the binding, for a `ForEach` over one).
  var elements: Data {
    switch source {
    case .elements(let data): data
    case .binding(let data): data()
    }
  }

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
    self.init(source: .elements(data), id: id, content: content)
  }

  init(
    source: Source, id: KeyPath<Data.Element, ID>,
    content: @escaping (Data.Element) -> Content
  ) {
    self.source = source
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
    switch source {
    case .elements(let data):
      appendRows(of: data, to: &list, position: position, ids: ids)
    case .binding(let data):
      list.appendDeferred(position: position, ids: ids) { list in
        appendRows(of: data(), to: &list, position: position, ids: ids)
      }
    }
  }

  private func appendRows(
    of data: Data, to list: inout ViewList, position: String, ids: [AnyHashable]
  ) {
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
