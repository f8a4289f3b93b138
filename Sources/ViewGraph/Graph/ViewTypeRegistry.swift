/// The ``ViewTypeInfo`` of every view type a graph has met, worked out once per type.
final class ViewTypeRegistry {
  /// How the fields of the views (and, in the audit, of the values they hold) are read.
  let reflection: FieldReflection
  private var infos: [ObjectIdentifier: ViewTypeInfo] = [:]
  /// The last type asked for: siblings (rows of a `ForEach`) usually share their type.
  private var last: (id: ObjectIdentifier, info: ViewTypeInfo)?

  init(reflection: FieldReflection) {
    self.reflection = reflection
  }

  /// The number of view types described so far.
  var count: Int { infos.count }

  /// The information about `view`'s type.
  ///
  /// - Complexity: At most one dictionary lookup after the type's first appearance.
  func info(for view: any View) -> ViewTypeInfo {
    let id = ObjectIdentifier(type(of: view))
    if let last, last.id == id { return last.info }
    let info: ViewTypeInfo
    if let known = infos[id] {
      info = known
    } else {
      info = makeInfo(view)
      infos[id] = info
    }
    last = (id, info)
    return info
  }

  private func makeInfo<Content: View>(_ view: Content) -> ViewTypeInfo {
    ViewTypeInfo(sample: view, index: infos.count, reflection: reflection)
  }
}
