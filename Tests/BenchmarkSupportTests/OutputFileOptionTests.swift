import BenchmarkSupport
import Foundation
import Testing

@Suite("Output file options")
struct OutputFileOptionTests {
  static let command = BenchmarkCommand(
    name: "chart-bench", abstract: "Draws.",
    options: [.outputFile("--svg", placeholder: "FILE", "Writes a chart.")], examples: [])

  /// A fresh folder under the temporary directory, removed by the caller.
  func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("OutputFileOptionTests-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    return folder
  }

  @Test func aFileInAnExistingFolderIsAccepted() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard case .run(let arguments) = try Self.command.parse(["--svg", folder + "/chart.svg"])
    else {
      Issue.record("asked for help")
      return
    }
    #expect(arguments.values["--svg"] == folder + "/chart.svg")
  }

  @Test func aFileInAMissingFolderIsRefusedBeforeAnyWork() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/missing/chart.svg"
    do {
      _ = try Self.command.parse(["--svg", path])
      Issue.record("accepted \(path)")
    } catch let error as ArgumentError {
      #expect(
        error.message == "--svg cannot write '\(path)': there is no folder '\(folder)/missing'")
    }
  }

  @Test func aFolderIsRefused() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      _ = try Self.command.parse(["--svg", folder])
      Issue.record("accepted the folder \(folder)")
    } catch let error as ArgumentError {
      #expect(error.message == "--svg takes a file to write, but '\(folder)' is a folder")
    }
  }
}
