/// The identity of a child among its siblings: its view type, its structural position, and the
/// explicit ids (`ForEach` ids, `.id(_:)`) that apply to it.
///
/// The explicit ids are stored last: their one-byte case tag then ends the key, and the node that
/// holds the key puts its own small fields in the bytes after it instead of a word of padding.
struct IdentityKey: Hashable {
  let position: String
  let type: ObjectIdentifier
  let ids: ExplicitIDs

  init(position: String, ids: ExplicitIDs, type: ObjectIdentifier) {
    self.position = position
    self.type = type
    self.ids = ids
  }

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
