/// The flattened children of a view: tuples, conditionals, optionals, `ForEach` and `Group`
/// dissolve into a list of elements, each with its identity key.
struct ViewList {
  struct Element {
    let key: IdentityKey
    /// The view; a reconciliation that consumes the list moves it out (see ``Graph``'s
    /// `reconcile`), leaving an `EmptyView()`.
    var view: any View
    let info: ViewTypeInfo
  }

  let registry: ViewTypeRegistry
  private(set) var elements: [Element] = []
  /// Problems found while flattening, such as duplicate `ForEach` ids, in the order found.
  private(set) var issues: [(kind: RuntimeIssue.Kind, message: String)] = []
  /// The content that reads what it shows in a scope of its own (the rows of `ForEach($items)`,
  /// a presented sheet), each with the index of ``elements`` it goes before; empty once
  /// resolved.
  private var deferred: [(index: Int, append: (inout ViewList) -> Void)] = []
  /// What ``appendDeferred(position:ids:_:)`` does with deferred content.
  var deferredContent = DeferredContentHandling.deferred
  /// Whether the list is read for its lines only, as the audit reads a body's output (see
  /// ``AuditedOutput``): a custom view shows as its type and identity alone, so a `ForEach`
  /// whose rows are custom views of a type already met does not make their values, and their
  /// elements hold `EmptyView()`.
  var isReadForLinesOnly = false
  /// Whether the elements are known to have distinct keys, so that neither a reconciliation nor
  /// the audit's reading of the lines need look for a duplicate among them: set by a `ForEach`
  /// over integer ids that made the whole list, one element per row with the row's id as its own
  /// (see ``markKeysDistinct(_:)``), and cleared by any element appended after.
  private(set) var hasDistinctKeys = false

  /// What a list does with content that reads what it shows when it is appended.
  enum DeferredContentHandling {
    /// Keeps it for ``resolved()``: the list is a primitive's children, read in its own scope.
    case deferred
    /// Appends it at once: the list is being resolved, or rendered outside any scope.
    case atOnce
    /// Appends a ``DeferredContent`` primitive holding it: the list is a body's, so the
    /// content gets a node, and a scope, of its own.
    case inOwnNode
  }

  /// Whether some content waits to be appended in a scope of its own (see ``resolved()``).
  var hasDeferredContent: Bool { !deferred.isEmpty }

  /// Appends `view`, or the elements it dissolves into, at `position`.
  ///
  /// The view is consumed: an element takes it over instead of a copy (a copy of a row retains
  /// each reference it holds, and the caller's value then releases them again). It is inlined so
  /// that a caller's new value, a `ForEach` row, is made in the existential's box: called, the
  /// optimizer passed the opened value to a specialized copy of this method, and the caller
  /// copied the row for the call and destroyed its own (about 190 instructions per row).
  @inline(__always)
  mutating func append(_ view: consuming any View, position: String, ids: ExplicitIDs) {
    let info = registry.info(for: view)
    append(consume view, info: info, position: position, ids: ids)
  }

  /// Appends `view` as ``append(_:position:ids:)`` does, with `knownInfo` as its type's
  /// information when it is given: the type is then not looked up.
  ///
  /// Inlined for the same reason: a `ForEach` row is made in the existential's box (called, the
  /// row was copied for the call and destroyed).
  @inline(__always)
  mutating func append(
    _ view: consuming any View, knownInfo: ViewTypeInfo?, position: String, ids: ExplicitIDs
  ) {
    let info = knownInfo ?? registry.info(for: view)
    append(consume view, info: info, position: position, ids: ids)
  }

  /// Appends `content`, a container's block, at the top of the list (no position, no explicit
  /// id), as ``append(_:position:ids:)`` does.
  ///
  /// Content that dissolves into elements (a builder block's `TupleView`) is read where it lies
  /// when its type was met before: it is not copied into an existential's box, then destroyed
  /// with it (for a `TupleView`, each copy and destruction also asks the runtime for its tuple's
  /// type metadata). Anything else is appended as a copy.
  mutating func appendContent<Content: View>(_ content: borrowing Content) {
    if let info = registry.knownInfo(ofValueType: Content.self),
      let listContentInPlace = info.listContentInPlace
    {
      withUnsafePointer(to: content) { address in
        listContentInPlace(UnsafeRawPointer(address), &self, "", [])
      }
    } else {
      append(copy content, position: "", ids: [])
    }
  }

  /// Appends the value of type `Content` at `address`, a container's block, as
  /// ``appendContent(_:)`` does, reading it there when it dissolves into elements and its type
  /// was met before; otherwise appending a copy.
  mutating func appendContent<Content: View>(at address: UnsafeRawPointer, as type: Content.Type) {
    if let info = registry.knownInfo(ofValueType: Content.self),
      let listContentInPlace = info.listContentInPlace
    {
      listContentInPlace(address, &self, "", [])
    } else {
      append(address.assumingMemoryBound(to: Content.self).pointee, position: "", ids: [])
    }
  }

  /// Appends `view`, whose type's information is `info`, or the elements it dissolves into, at
  /// `position`.
  mutating func append(
    _ view: consuming any View, info: ViewTypeInfo, position: String, ids: ExplicitIDs
  ) {
    if let listContent = info.listContent {
      listContent(view, &self, position, ids)
    } else {
      let key = IdentityKey(position: position, ids: ids, type: info.typeID)
      elements.append(Element(key: key, view: consume view, info: info))
      hasDistinctKeys = false
    }
  }

  /// Records whether the elements are known to have distinct keys (see ``hasDistinctKeys``).
  ///
  /// Only a `ForEach` over integer ids says they are, when it appended every element of the
  /// list, one per row: each element's ids start with the ids the `ForEach` gave its row (see
  /// ``ViewListContent``), which end with the row's own id, and it gives no id to two rows; so
  /// the ids of two rows' elements differ, and their keys do.
  mutating func markKeysDistinct(_ distinct: Bool) {
    hasDistinctKeys = distinct
  }

  init(registry: ViewTypeRegistry) {
    self.registry = registry
  }

  /// Makes an empty list that appends into the capacity of `storage`, an empty array (see
  /// ``Graph/spareElements``).
  init(registry: ViewTypeRegistry, storage: [Element]) {
    self.registry = registry
    elements = storage
  }

  /// Makes room for `count` more elements, so that appending them grows the storage once (a
  /// `ForEach` of a thousand rows otherwise reallocated it about ten times).
  mutating func reserveCapacity(forAdditional count: Int) {
    elements.reserveCapacity(elements.count + count)
  }

  /// Takes the elements out of the list, which is left empty.
  mutating func takeElements() -> [Element] {
    var taken: [Element] = []
    swap(&taken, &elements)
    return taken
  }

  /// Gives the list back the elements ``takeElements()`` took (their storage is then recycled
  /// with the list's).
  mutating func putBackElements(_ taken: consuming [Element]) {
    elements = taken
  }

  /// Appends content that reads what it shows (a binding) when it is appended, so that the read
  /// is charged to the primitive that shows it, not to the body that built the list: it is
  /// appended by ``resolved()``, which the graph calls in that primitive's own tracking scope.
  ///
  /// - Parameters:
  ///   - position: The content's structural position, for the node that holds it when the list
  ///     is a body's.
  ///   - ids: The explicit ids that apply to it.
  ///   - append: Appends the content.
  mutating func appendDeferred(
    position: String, ids: ExplicitIDs, _ append: @escaping (inout ViewList) -> Void
  ) {
    switch deferredContent {
    case .deferred: deferred.append((elements.count, append))
    case .atOnce: append(&self)
    case .inOwnNode: self.append(DeferredContent(append: append), position: position, ids: ids)
    }
  }

  /// The list with its deferred content appended where it was declared; call it in the scope
  /// the content's reads are charged to.
  func resolved() -> ViewList {
    guard !deferred.isEmpty else { return self }
    var list = ViewList(registry: registry)
    list.deferredContent = .atOnce
    list.issues = issues
    var next = 0
    for (index, append) in deferred {
      list.elements.append(contentsOf: elements[next..<index])
      next = index
      append(&list)
    }
    list.elements.append(contentsOf: elements[next...])
    return list
  }

  mutating func report(_ kind: RuntimeIssue.Kind, _ message: String) {
    issues.append((kind, message))
  }

  /// The position of a nested element: `1.if`, `2.0`, or just `0` at the top.
  static func position(_ parent: String, _ child: String) -> String {
    parent.isEmpty ? child : parent + "." + child
  }
}
