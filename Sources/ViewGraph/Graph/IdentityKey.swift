/// The identity of a child among its siblings: its view type, its structural position, and the
/// explicit ids (`ForEach` ids, `.id(_:)`) that apply to it.
struct IdentityKey: Hashable {
  let position: String
  let ids: ExplicitIDs
  let type: ObjectIdentifier

  /// The identity as one segment of a readable path, such as `Text[1]` or `BookRow#42`.
  func segment(typeName: String) -> String {
    var text = typeName
    if !position.isEmpty {
      text += "["
      text += position
      text += "]"
    }
    ids.forEachDescription {
      text += "#"
      text += $0
    }
    return text
  }
}
