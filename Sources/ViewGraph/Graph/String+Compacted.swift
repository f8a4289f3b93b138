extension String {
  /// The same text in storage no larger than it needs, for a string the graph keeps for a
  /// node's lifetime (an identity path, a last output).
  ///
  /// A string built by appending keeps the spare capacity its growth left, often as much again
  /// as its contents; a copy made here has none. A string short enough to be stored inline is
  /// returned as it is.
  var compacted: String {
    let count = utf8.count
    guard count > 15 else { return self }
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(fromContentsOf: utf8)
    }
  }
}
