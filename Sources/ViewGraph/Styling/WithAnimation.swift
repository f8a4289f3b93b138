/// Runs `body`, whose state changes SwiftUI would animate; here it just runs it.
///
/// Animation changes nothing counted: the writes in `body` invalidate views exactly as they
/// would without it.
///
/// - Parameters:
///   - animation: The animation, or `nil` for none.
///   - body: The state changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
