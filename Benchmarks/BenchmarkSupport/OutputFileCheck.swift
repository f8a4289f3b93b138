import Foundation

/// Checks, before any work, that `path` can be written as a file: it does not name a folder, and
/// its folder exists and is writable.
///
/// - Parameters:
///   - path: The path given on the command line.
///   - option: The option that gave it, for the message.
/// - Throws: ``ArgumentError`` that names the option, the path and what is wrong with it.
func checkOutputFile(_ path: String, option: String) throws {
  let files = FileManager.default
  var isFolder: ObjCBool = false
  if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
    throw ArgumentError(message: "\(option) takes a file to write, but '\(path)' is a folder")
  }
  let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
  guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
    throw ArgumentError(
      message: "\(option) cannot write '\(path)': there is no folder '\(folder)'")
  }
  guard files.isWritableFile(atPath: folder) else {
    throw ArgumentError(
      message: "\(option) cannot write '\(path)': the folder '\(folder)' is not writable")
  }
}
