/// A node's identity path, kept as its parent's path and its own segment and joined only when it
/// is read.
///
/// What the graph records per evaluation (an ``Evaluation``, the counts per identity, a
/// `@State` value's owner) keeps this instead of the joined path: the rows of a list share
/// their parent's path, and a row's segment (`BookRow#42`) is short enough to be stored inline,
/// so a row costs no text of its own. Two paths are equal when their joined texts are, however
/// they are split.
struct IdentityPath: Hashable, Sendable {
  /// The path of the node's parent, or `nil` when ``segment`` is the whole path (the root's, or
  /// a path already joined).
  let parentPath: String?
  /// The node's own segment, such as `BookRow#42`, or the whole path.
  let segment: String

  /// The path, such as `LibraryScreen/BookList/List/BookRow#42`.
  var joined: String {
    guard let parentPath else { return segment }
    var path = ""
    path.reserveCapacity(parentPath.utf8.count + 1 + segment.utf8.count)
    path += parentPath
    path += "/"
    path += segment
    return path
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.parentPath == rhs.parentPath, lhs.segment == rhs.segment { return true }
    return lhs.joined == rhs.joined
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(joined)
  }
}
