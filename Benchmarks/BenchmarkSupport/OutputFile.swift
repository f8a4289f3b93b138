import Foundation

/// Checks, before any work starts, that a file can be written at `path`: its folder exists and
/// is writable, and `path` is not a folder.
///
/// ```swift
/// try checkOutputFile("charts/run.svg", for: "--svg")
/// // --svg: the folder 'charts' does not exist
/// ```
///
/// - Parameters:
///   - path: The file the command will write, relative to the current folder or absolute.
///   - option: The option that named it, quoted in the error.
/// - Throws: ``ArgumentError`` saying plainly what is wrong with the path.
public func checkOutputFile(_ path: String, for option: String) throws(ArgumentError) {
  let files = FileManager.default
  var isFolder: ObjCBool = false
  guard !path.isEmpty else { throw ArgumentError(message: "\(option) needs a file name") }
  if files.fileExists(atPath: path, isDirectory: &isFolder) {
    guard !isFolder.boolValue else {
      throw ArgumentError(message: "\(option): '\(path)' is a folder, not a file")
    }
    guard files.isWritableFile(atPath: path) else {
      throw ArgumentError(message: "\(option): '\(path)' cannot be written")
    }
    return
  }
  let folder = (path as NSString).deletingLastPathComponent
  let shownFolder = folder.isEmpty ? "." : folder
  guard files.fileExists(atPath: shownFolder, isDirectory: &isFolder), isFolder.boolValue else {
    throw ArgumentError(message: "\(option): the folder '\(shownFolder)' does not exist")
  }
  guard files.isWritableFile(atPath: shownFolder) else {
    throw ArgumentError(message: "\(option): the folder '\(shownFolder)' cannot be written to")
  }
}
