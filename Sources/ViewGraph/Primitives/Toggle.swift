/// A switch bound to a Boolean.
///
/// ``ViewHost/toggle(_:)`` finds a toggle by its title. A control: it reads its binding when it
/// updates, not in the body that made it, so flipping it recomputes only the bodies that read
/// the value (see ``PassReport/controlUpdates``). Not `Sendable` (it holds a binding).
nonisolated public struct Toggle: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The toggle's label, which is also how a host finds it.
  public let title: String
  /// The value the toggle flips.
  public let isOn: Binding<Bool>

  /// Creates a toggle bound to `isOn`.
  ///
  /// - Parameters:
  ///   - title: The toggle's label.
  ///   - isOn: The Boolean the toggle reads and writes.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }
}

extension Toggle: ControlView {
  var resolvedLine: String { "Toggle(\(title.quotedLiteral), isOn: \(isOn.wrappedValue))" }
}
