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
  /// Always inlined: as a function of its own that only reads the existential it is given, the
  /// optimizer made it generic over the opened type, and each call boxed the view into a new
  /// existential again (an allocation for a large view, and a copy).
  ///
  /// - Complexity: At most one dictionary lookup after the type's first appearance.
  @inline(__always)
  func info(for view: any View) -> ViewTypeInfo {
    let id = dynamicTypeID(of: view)
    return knownInfo(for: id) ?? newInfo(for: view, id: id)
  }

  /// The information about the type with identity `id`, when the type was met before.
  private func knownInfo(for id: ObjectIdentifier) -> ViewTypeInfo? {
    if let last, last.id == id { return last.info }
    guard let known = infos[id] else { return nil }
    last = (id, known)
    return known
  }

  /// Works out the information about the type of `view`, met for the first time.
  @inline(never)
  private func newInfo(for view: any View, id: ObjectIdentifier) -> ViewTypeInfo {
    let info = makeInfo(view)
    infos[id] = info
    last = (id, info)
    return info
  }

  private func makeInfo<Content: View>(_ view: Content) -> ViewTypeInfo {
    ViewTypeInfo(sample: view, index: infos.count, reflection: reflection)
  }
}
