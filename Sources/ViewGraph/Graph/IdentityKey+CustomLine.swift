extension IdentityKey {
  /// The line that shows a custom view with this identity in its parent's output: its type name
  /// and its explicit ids, such as `BookRow #42`.
  func customLine(typeName: String) -> String {
    var line = ""
    appendCustomLine(typeName: typeName, to: &line)
    return line
  }

  /// Appends ``customLine(typeName:)`` to `text`, piece by piece, with no string of its own.
  func appendCustomLine(typeName: String, to text: inout String) {
    text += typeName
    ids.forEachDescription {
      text += " #"
      text += $0
    }
  }
}
