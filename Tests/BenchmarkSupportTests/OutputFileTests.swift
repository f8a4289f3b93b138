import BenchmarkSupport
import Foundation
import Testing

@Suite("checkOutputFile")
struct OutputFileTests {
  /// A fresh empty folder under the temporary directory.
  func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "OutputFileTests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  /// The message `checkOutputFile` throws for `path`, or `nil` when it accepts it.
  func failure(_ path: String) -> String? {
    do {
      try checkOutputFile(path, for: "--svg")
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aNewFileInAnExistingFolderIsAccepted() throws {
    let folder = try temporaryFolder()
    #expect(failure(folder + "/chart.svg") == nil)
  }

  @Test func anExistingFileIsAccepted() throws {
    let file = try temporaryFolder() + "/chart.svg"
    try "old".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(failure(file) == nil)
  }

  @Test func aFileInAMissingFolderIsRefusedNamingTheFolder() throws {
    let folder = try temporaryFolder() + "/missing"
    #expect(failure(folder + "/chart.svg") == "--svg: the folder '\(folder)' does not exist")
  }

  @Test func aFolderIsRefused() throws {
    let folder = try temporaryFolder()
    #expect(failure(folder) == "--svg: '\(folder)' is a folder, not a file")
  }

  @Test func anEmptyNameIsRefused() {
    #expect(failure("") == "--svg needs a file name")
  }
}
