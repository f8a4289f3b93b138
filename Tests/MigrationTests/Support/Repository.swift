import Foundation

/// The repository this test target lives in, found from this file's path rather than from the
/// working directory, so the tests pass whatever directory `swift test` runs in.
enum Repository {
  /// The repository root: the folder that holds `Tests/MigrationTests/Support/Repository.swift`.
  static let root: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)
    return components.joined(separator: "/")
  }()

  /// Reads the file at `path`, relative to the root, as lines.
  ///
  /// - Throws: `Repository.MissingFile` when there is no readable file at `path`.
  static func lines(of path: String) throws -> [String] {
    guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
      throw MissingFile(path: path)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A file named by the guide that is not in the repository.
  struct MissingFile: Error, CustomStringConvertible {
    let path: String
    var description: String { "no readable file at \(path) (relative to \(Repository.root))" }
  }
}
