/// The models that rows hold themselves and that can lead to other objects, kept weakly: the
/// narrowed audit walks from them after each pass, since it no longer walks the rows that hold
/// them while those rows keep their value.
///
/// A model whose properties lead nowhere (see ``LeafModel``) is not kept: walking from it could
/// reach nothing new.
struct RowModels {
  private struct Entry {
    weak var object: AnyObject?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The models still alive; forgets the others.
  var alive: [AnyObject] {
    mutating get {
      entries = entries.filter { $0.value.object != nil }
      return entries.values.compactMap(\.object)
    }
  }

  /// Keeps the models among `reached` that a row holds itself and that can lead elsewhere.
  mutating func add(_ reached: [(viewIndex: Int, object: ReachedObject)]) {
    for (_, found) in reached where found.holder == nil {
      let type: AnyClass = Swift.type(of: found.object)
      guard !LeafModel.isLeaf(type) else { continue }
      entries[ObjectIdentifier(found.object)] = Entry(object: found.object)
    }
  }
}
