import Foundation

/// Prints each value as one line of JSON, in order.
///
/// Keys are sorted so that the output is stable from run to run.
///
/// - Parameter values: The objects to print, one line each.
/// - Throws: An encoding error if a value cannot be represented as JSON.
public func printJSONLines<Value: Encodable>(_ values: [Value]) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  encoder.keyEncodingStrategy = .convertToSnakeCase
  for value in values {
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
