extension String {
  /// The string as a quoted literal, exactly as `debugDescription` writes it.
  ///
  /// Plain printable ASCII without quotes or backslashes (most titles and labels) needs no
  /// escaping and skips the general path, which primitives' render lines take on every pass.
  var quotedLiteral: String {
    var text = self
    let isPlain = text.withUTF8 { bytes in
      bytes.allSatisfy { byte in
        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
          && byte != UInt8(ascii: "\\")
      }
    }
    return isPlain ? "\"\(self)\"" : debugDescription
  }
}
