/// The flattened children of a view: tuples, conditionals, optionals, `ForEach` and `Group`
/// dissolve into a list of elements, each with its identity key.
struct ViewList {
  struct Element {
    let key: IdentityKey
    let view: any View
    let info: ViewTypeInfo
  }

  let registry: ViewTypeRegistry
  private(set) var elements: [Element] = []
  /// Problems found while flattening, such as duplicate `ForEach` ids, in the order found.
  private(set) var issues: [(kind: RuntimeIssue.Kind, message: String)] = []

  /// Appends `view`, or the elements it dissolves into, at `position`.
  mutating func append(_ view: any View, position: String, ids: ExplicitIDs) {
    let info = registry.info(for: view)
    if let listContent = info.listContent {
      listContent(view, &self, position, ids)
    } else {
      let key = IdentityKey(position: position, ids: ids, type: ObjectIdentifier(type(of: view)))
      elements.append(Element(key: key, view: view, info: info))
    }
  }

  init(registry: ViewTypeRegistry) {
    self.registry = registry
  }

  mutating func report(_ kind: RuntimeIssue.Kind, _ message: String) {
    issues.append((kind, message))
  }

  /// The position of a nested element: `1.if`, `2.0`, or just `0` at the top.
  static func position(_ parent: String, _ child: String) -> String {
    parent.isEmpty ? child : parent + "." + child
  }
}
