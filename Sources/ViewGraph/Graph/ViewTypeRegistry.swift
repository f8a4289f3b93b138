/// The ``ViewTypeInfo`` of every view type a graph has met, worked out once per type.
final class ViewTypeRegistry {
  private let reflection: FieldReflection
  private var infos: [ObjectIdentifier: ViewTypeInfo] = [:]

  init(reflection: FieldReflection) {
    self.reflection = reflection
  }

  /// The number of view types described so far.
  var count: Int { infos.count }

  /// The information about `view`'s type.
  ///
  /// - Complexity: One dictionary lookup after the type's first appearance.
  func info(for view: any View) -> ViewTypeInfo {
    let id = ObjectIdentifier(type(of: view))
    if let info = infos[id] { return info }
    let info = makeInfo(view)
    infos[id] = info
    return info
  }

  private func makeInfo<Content: View>(_ view: Content) -> ViewTypeInfo {
    ViewTypeInfo(sample: view, reflection: reflection)
  }
}
