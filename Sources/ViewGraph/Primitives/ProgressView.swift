/// An indicator of progress: indeterminate (a spinner) or a fraction of a total.
///
/// `ProgressView` is `Sendable` and `Equatable`; it is a primitive, so it is never counted.
nonisolated public struct ProgressView: View, Equatable, Sendable {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The title shown with the indicator; empty when there is none.
  public let title: String
  /// The completed fraction, from 0 to 1, or `nil` for an indeterminate indicator.
  public let fractionCompleted: Double?

  /// Creates an indeterminate indicator.
  ///
  /// - Parameter title: The title shown with it.
  public init(_ title: String = "") {
    self.title = title
    fractionCompleted = nil
  }

  /// Creates an indicator of `value` out of `total`.
  ///
  /// - Parameters:
  ///   - title: The title shown with it.
  ///   - value: The work done, or `nil` for an indeterminate indicator.
  ///   - total: The whole work.
  public init(_ title: String = "", value: Double?, total: Double = 1) {
    self.title = title
    fractionCompleted = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
  }
}

extension ProgressView: LeafPrimitiveView {
  var renderLine: String? {
    let value = fractionCompleted.map { "value: \($0)" }
    let title = title.isEmpty ? nil : title.quotedLiteral
    return "ProgressView(" + [title, value].compactMap(\.self).joined(separator: ", ") + ")"
  }
}
