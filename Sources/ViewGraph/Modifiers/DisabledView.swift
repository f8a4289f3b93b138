/// A view whose controls do not respond when disabled, made by ``View/disabled(_:)``.
///
/// Its content sees ``EnvironmentValues/isEnabled`` as `false` when it is disabled or anything
/// above it is; a `.disabled(false)` below a `.disabled(true)` does not enable anything, as in
/// SwiftUI. While it disables its content it is rendered as a `Disabled` line above it (the
/// content indented below), so a body whose only change is to disable or enable its controls
/// changes its output; `.disabled(false)` is rendered as nothing. Not `Sendable` (it holds a
/// view).
public struct DisabledView<Content: View>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let isDisabled: Bool
}

extension DisabledView: ContainerPrimitive {
  var renderLine: String? { isDisabled ? "Disabled" : nil }

  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues {
    let isEnabled = parent.isEnabled && !isDisabled
    if let previous, parent.isIdentical(to: previous.parentEnvironment),
      previous.childEnvironment.isEnabled == isEnabled
    {
      return previous.childEnvironment
    }
    guard isEnabled != parent.isEnabled else { return parent }
    var environment = parent
    environment.isEnabled = isEnabled
    return environment
  }
}
