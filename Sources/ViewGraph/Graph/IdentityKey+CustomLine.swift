extension IdentityKey {
  /// The line that shows a custom view with this identity in its parent's output: its type name
  /// and its explicit ids, such as `BookRow #42`.
  func customLine(typeName: String) -> String {
    ids.reduce(typeName) { $0 + " #\($1.base)" }
  }
}
