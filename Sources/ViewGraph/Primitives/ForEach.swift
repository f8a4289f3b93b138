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
  /// Reads an element's id as ``id`` does, without the key path, when the `ForEach` was made
  /// with `\.id` by its initializer for identifiable elements: applying a key path to a class
  /// (whose ids are not read at an offset) costs about 400 instructions per row, a call to the
  /// element's `id` a few dozen.
  let readID: ((Data.Element) -> ID)?
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
    source: Source, id: KeyPath<Data.Element, ID>, readID: ((Data.Element) -> ID)? = nil,
    content: @escaping (Data.Element) -> Content
  ) {
    self.source = source
    self.id = id
    self.readID = readID
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
    self.init(source: .elements(data), id: \.id, readID: { $0.id }, content: content)
  }
}

extension ForEach: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
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
    of data: Data, to list: inout ViewList, position: String, ids: ExplicitIDs
  ) {
    // The code here runs unspecialized (the graph meets `ForEach` as an existential): integer
    // ids, and `Range<Int>` or contiguous data, take paths with no generic call per row. The
    // key path and the content are taken out of `self` once, not per row.
    let (id, readID, content) = (id, readID, content)
    list.reserveCapacity(forAdditional: data.count)
    // Read for its lines only, a row that is a custom view shows its type and identity: its
    // value is not made (the content is not called).
    let rowInfo =
      list.isReadForLinesOnly ? list.registry.knownCustomViewInfo(of: Content.self) : nil
    // Every row is of type `Content`: when its info is known (a struct or an enum met before),
    // it is not looked up again for each row.
    let contentInfo = list.registry.knownInfo(ofValueType: Content.self)
    func appendRow(_ element: Data.Element, ids elementIDs: ExplicitIDs) {
      if let rowInfo {
        list.append(EmptyView(), info: rowInfo, position: position, ids: elementIDs)
      } else {
        list.append(content(element), knownInfo: contentInfo, position: position, ids: elementIDs)
      }
    }
    if ID.self == Int.self {
      // An id stored in the element itself (`\.self`, or a stored property of a struct) is
      // read at its offset: applying the key path costs about 400 instructions per row here.
      let idOffset = MemoryLayout<Data.Element>.offset(of: id)
      // A range whose integers are their own ids (`ForEach(0..<n, id: \.self)`: the only key
      // path from an `Int` to an `Int` at offset 0 is `\.self`) cannot repeat an id, so no set
      // of the ids seen is needed.
      var seen =
        Data.self == Range<Int>.self && idOffset == 0
        ? nil : Set<Int>(minimumCapacity: data.count)
      // Whether each row so far made one element (whose ids start with the row's): then the keys
      // of a list that holds only these rows are distinct, and the graph does not hash them to
      // look for a duplicate. Only the count is checked per row: a pass that appends the same
      // rows again pays nothing more for it.
      var distinct = list.elements.isEmpty && !list.hasDeferredContent
      // Integers that are their own ids (`\.self`, as above) are read as they are, without the
      // generic call that reads an id at its offset.
      let elementIsID = Data.Element.self == Int.self && idOffset == 0
      Self.forEachElement(of: data) { element in
        let elementID =
          if elementIsID {
            unsafeBitCast(element, to: Int.self)
          } else if let idOffset {
            withUnsafeBytes(of: element) { $0.load(fromByteOffset: idOffset, as: Int.self) }
          } else if let readID {
            unsafeBitCast(readID(element), to: Int.self)
          } else {
            unsafeBitCast(element[keyPath: id], to: Int.self)
          }
        guard seen?.insert(elementID).inserted ?? true else {
          reportDuplicate(elementID, to: &list)
          return
        }
        var elementIDs = ids
        elementIDs.append(elementID)
        let count = list.elements.count
        appendRow(element, ids: elementIDs)
        if list.elements.count != count + 1 { distinct = false }
      }
      list.markKeysDistinct(distinct)
      return
    }
    var seen = Set<ID>(minimumCapacity: data.count)
    Self.forEachElement(of: data) { element in
      let elementID = readID?(element) ?? element[keyPath: id]
      guard seen.insert(elementID).inserted else {
        reportDuplicate(elementID, to: &list)
        return
      }
      var elementIDs = ids
      elementIDs.append(AnyHashable(elementID))
      appendRow(element, ids: elementIDs)
    }
  }

  /// Calls `body` with each element of `data`, in order.
  private static func forEachElement(of data: Data, _ body: (Data.Element) -> Void) {
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
