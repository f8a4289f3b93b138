/// A text style; it changes how text looks, never what is counted.
///
/// The text styles (`.headline`, `.body`, …) and `.system(size:weight:design:)` exist so that
/// screens written for SwiftUI compile. `Font` is `Sendable` and `Hashable`.
public struct Font: Hashable, Sendable {
  let name: String

  /// The large title style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title style.
  public static let title = Font(name: "title")
  /// The second-level title style.
  public static let title2 = Font(name: "title2")
  /// The third-level title style.
  public static let title3 = Font(name: "title3")
  /// The headline style.
  public static let headline = Font(name: "headline")
  /// The subheadline style.
  public static let subheadline = Font(name: "subheadline")
  /// The body style.
  public static let body = Font(name: "body")
  /// The callout style.
  public static let callout = Font(name: "callout")
  /// The footnote style.
  public static let footnote = Font(name: "footnote")
  /// The caption style.
  public static let caption = Font(name: "caption")
  /// The second caption style.
  public static let caption2 = Font(name: "caption2")

  /// A system font of a given size.
  ///
  /// - Parameters:
  ///   - size: The point size.
  ///   - weight: The weight.
  ///   - design: The design.
  /// - Returns: The font.
  public static func system(
    size: Double, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    Font(name: "system(\(size))")
  }

  /// The font with a weight.
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Weight) -> Font {
    self
  }

  /// The bold version of the font.
  ///
  /// - Returns: The font.
  public func bold() -> Font {
    self
  }

  /// The italic version of the font.
  ///
  /// - Returns: The font.
  public func italic() -> Font {
    self
  }

  /// The monospaced-digit version of the font.
  ///
  /// - Returns: The font.
  public func monospacedDigit() -> Font {
    self
  }
}
