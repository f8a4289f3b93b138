/// The ``ViewTypeInfo`` of every view type a graph has met, worked out once per type.
///
/// Its stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why that is sound): it is
/// used on the main actor only, and a lookup runs no code that reaches it again before it
/// returns (a type's first info is made before it is stored).
final class ViewTypeRegistry {
  /// How many of the types last asked for are looked up without hashing.
  private static let recentCount = 4

  /// How the fields of the views (and, in the audit, of the values they hold) are read.
  let reflection: FieldReflection
  @exclusivity(unchecked) private var infos: [ObjectIdentifier: ViewTypeInfo] = [:]
  /// The last type asked for, checked first: siblings usually share their type.
  @exclusivity(unchecked) private var last: (id: ObjectIdentifier, info: ViewTypeInfo)?
  /// The types last asked for: siblings (rows of a `ForEach`) usually share their type, and a
  /// row's few types come round again at each row (`BookRow`, `HStack`, `Text`, `Button`), which
  /// one remembered type would miss every time.
  @exclusivity(unchecked) private var recent: [(id: ObjectIdentifier, info: ViewTypeInfo)] = []
  /// Where the next type missing from ``recent`` goes, round the list.
  @exclusivity(unchecked) private var nextRecent = 0

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
  /// - Complexity: At most one dictionary lookup after the type's first appearance, none for one
  ///   of the last few types asked for.
  @inline(__always)
  func info(for view: any View) -> ViewTypeInfo {
    let id = dynamicTypeID(of: view)
    return knownInfo(for: id) ?? newInfo(for: view, id: id)
  }

  /// The information about the type with identity `id`, when the type was met before.
  private func knownInfo(for id: ObjectIdentifier) -> ViewTypeInfo? {
    if let last, last.id == id { return last.info }
    if let entry = recent.first(where: { $0.id == id }) {
      last = entry
      return entry.info
    }
    guard let known = infos[id] else { return nil }
    remember(known, id: id)
    return known
  }

  /// What is known of `type` when it was met before and is a struct or an enum, whose values
  /// are all of that type; `nil` otherwise (a class's values may be of subclasses).
  func knownInfo(ofValueType type: any View.Type) -> ViewTypeInfo? {
    type is AnyClass ? nil : knownInfo(for: ObjectIdentifier(type))
  }

  /// What is known of `type` when it is a custom view type already met, a struct or an enum
  /// (not a primitive, nor content that dissolves into other views); `nil` otherwise.
  func knownCustomViewInfo(of type: any View.Type) -> ViewTypeInfo? {
    // A class's values may be of subclasses, with infos of their own.
    guard !(type is AnyClass), let info = knownInfo(for: ObjectIdentifier(type)),
      !info.isPrimitive, info.listContent == nil
    else { return nil }
    return info
  }

  /// Works out the information about the type of `view`, met for the first time.
  @inline(never)
  private func newInfo(for view: any View, id: ObjectIdentifier) -> ViewTypeInfo {
    let info = makeInfo(view)
    infos[id] = info
    remember(info, id: id)
    return info
  }

  /// Makes `info` the last type asked for and puts it among the recent ones.
  private func remember(_ info: ViewTypeInfo, id: ObjectIdentifier) {
    if recent.count < Self.recentCount {
      recent.append((id, info))
    } else {
      recent[nextRecent] = (id, info)
      nextRecent = (nextRecent + 1) % Self.recentCount
    }
    last = (id, info)
  }

  private func makeInfo<Content: View>(_ view: Content) -> ViewTypeInfo {
    ViewTypeInfo(sample: view, index: infos.count, reflection: reflection)
  }
}
