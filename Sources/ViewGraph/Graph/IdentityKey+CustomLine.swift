extension IdentityKey {
  /// The line that shows a custom view with this identity in its parent's output: its type name
  /// and its explicit ids, such as `BookRow #42`.
  func customLine(typeName: String) -> String {
    var line = typeName
    ids.forEachDescription {
      line += " #"
      line += $0
    }
    return line
  }
}
