/// A primitive that shows and edits a value through a ``Binding``: `TextField`, `Toggle`, and
/// any control added later.
///
/// A control reads its bindings when it updates, not inside the body of the view that made it,
/// as SwiftUI's controls do: the graph calls ``resolvedLine`` in a tracking scope of the
/// control's own, after the enclosing body's scope has closed. So the view that builds
/// `TextField("Search", text: $text)` does not depend on `text` unless its body reads it; a
/// write through the binding invalidates the control, which the next pass updates first
/// (before any body) without counting a body evaluation. The update is reported in
/// ``PassReport/controlUpdates``, and the enclosing view's last output is refreshed with it,
/// so that a later evaluation of that view which shows the same thing counts as wasted.
///
/// To add a control:
/// 1. Declare it as a `View` with `Body = Never`, holding its title and its bindings.
/// 2. Conform it to `ControlView` and implement ``resolvedLine``, reading every binding there
///    and nowhere else (not in `init`).
/// 3. Give ``ViewHost`` an action that finds it by title and writes through its binding, as
///    ``ViewHost/toggle(_:)`` does; the write invalidates whoever read the value.
///
/// ```swift
/// extension Stepper: ControlView {
///   var resolvedLine: String { "Stepper(\(title.quotedLiteral), value: \(value.wrappedValue))" }
/// }
/// ```
nonisolated protocol ControlView: LeafPrimitiveView {
  /// The line that shows the control with the current values of its bindings, such as
  /// `TextField("Search", text: "sw")`.
  ///
  /// > Important: The graph calls it on the main actor, in the control's own tracking scope:
  /// > whatever it reads is a dependency of the control, not of any body.
  var resolvedLine: String { get }
}

extension ControlView {
  /// Never used: a control is shown by the line it last resolved to (``resolvedLine``).
  var renderLine: String? { nil }
}
