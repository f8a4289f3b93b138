import Foundation

extension Guide {
  /// The HTML comment on the line before a block or table, such as
  /// `<!-- source: Sources/LibraryApp/MechanicalPort/SearchField.swift -->`: a kind (`source`)
  /// and its space-separated arguments.
  struct Marker: Equatable {
    let kind: String
    let arguments: [String]

    /// The marker on the last non-blank line before line `index`, if that line is a comment.
    init?(before index: Int, in lines: [String]) {
      guard
        let previous = lines[..<index].last(where: {
          !$0.trimmingCharacters(in: .whitespaces).isEmpty
        })
      else { return nil }
      let text = previous.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
      let content = text.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
      let words = content.split(separator: " ").map(String.init)
      guard let first = words.first else { return nil }
      kind = first.hasSuffix(":") ? String(first.dropLast()) : first
      arguments = Array(words.dropFirst())
    }
  }
}
