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
    Self.segment(typeName: typeName, position: position, ids: ids)
  }

  /// ``segment(typeName:)`` of the key with `position` and `ids`, read where they are kept (a
  /// node keeps them in fields of its own: making its key copied both, and destroyed them
  /// again).
  static func segment(typeName: String, position: String, ids: ExplicitIDs) -> String {
    if let text = smallSegment(typeName: typeName, position: position, ids: ids) { return text }
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

  /// The longest text a `String` keeps inline, without an allocation.
  private static let smallCapacity = 15

  /// ``segment(typeName:)`` written into one small string from its bytes, when the key has no
  /// explicit id or one `Int` kept inline and the text fits a small string (a row's segment,
  /// such as `BookRow#42`, is made at every mount), or `nil` for any other key.
  ///
  /// The general path appends the name, the position and the id's own text one after another,
  /// about 700 instructions for a row; this one makes one string from the bytes.
  private static func smallSegment(typeName: String, position: String, ids: ExplicitIDs)
    -> String?
  {
    let id: Int?
    if ids.isEmpty {
      id = nil
    } else if let inline = ids.inlineInt {
      id = inline
    } else {
      return nil
    }
    var digitCount = 0
    if let id {
      var rest = id.magnitude
      repeat {
        digitCount += 1
        rest /= 10
      } while rest > 0
    }
    let idLength = id.map { 1 + ($0 < 0 ? 1 : 0) + digitCount } ?? 0
    let positionLength = position.isEmpty ? 0 : position.utf8.count + 2
    let length = typeName.utf8.count + positionLength + idLength
    guard length <= Self.smallCapacity else { return nil }
    return String(unsafeUninitializedCapacity: length) { bytes in
      var index = copy(typeName, to: bytes, at: 0)
      if !position.isEmpty {
        bytes[index] = UInt8(ascii: "[")
        index = copy(position, to: bytes, at: index + 1)
        bytes[index] = UInt8(ascii: "]")
        index += 1
      }
      if let id {
        bytes[index] = UInt8(ascii: "#")
        if id < 0 { bytes[index + 1] = UInt8(ascii: "-") }
        // The digits from the last, as many as counted above.
        var rest = id.magnitude
        var offset = length
        repeat {
          offset -= 1
          bytes[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        } while rest > 0
      }
      return length
    }
  }

  /// Copies the UTF-8 bytes of `text` into `bytes` from `index`; returns the index after them.
  ///
  /// The bytes are copied in one go: reading them one by one through the string's `utf8` view
  /// cost about 20 instructions each. They are read where the string keeps them (through a
  /// copy of the string that `withUTF8` could make native, and a generic initialization, this
  /// cost about 60 instructions more); a string that keeps no contiguous UTF-8 (a bridged one)
  /// is made native first.
  private static func copy(
    _ text: String, to bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int {
    let copied = text.utf8.withContiguousStorageIfAvailable { source in
      copyBytes(source, to: bytes, at: index)
    }
    if let copied { return copied }
    var native = text
    return native.withUTF8 { copyBytes($0, to: bytes, at: index) }
  }

  /// Copies `source` into `bytes` from `index`; returns the index after them.
  private static func copyBytes(
    _ source: UnsafeBufferPointer<UInt8>, to bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int {
    precondition(index + source.count <= bytes.count, "the segment was measured too short")
    guard let from = source.baseAddress, let to = bytes.baseAddress else { return index }
    (to + index).initialize(from: from, count: source.count)
    return index + source.count
  }
}
