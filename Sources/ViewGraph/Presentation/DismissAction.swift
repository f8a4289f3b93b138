/// Dismisses the presentation a view is in, read with `@Environment(\.dismiss)`.
///
/// ```swift
/// struct EditSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
///
/// Inside a sheet it sets the sheet's binding to `false` (or its item to `nil`), so the sheet
/// leaves the tree in the next pass and its `onDismiss` runs; outside any presentation it does
/// nothing. As in SwiftUI, `DismissAction` is `@MainActor`: call it on the main actor (from a
/// view's body, a `Button` action or another main-actor closure).
@MainActor @preconcurrency public struct DismissAction {
  // Safety: the action is only called by `callAsFunction()`, on the main actor; the graph makes
  // it (from a presentation's binding) in its nonisolated view code, which runs on the main
  // actor too.
  nonisolated(unsafe) let action: () -> Void

  /// Creates the action, from the graph's nonisolated view code.
  ///
  /// - Parameter action: What dismissing does.
  nonisolated init(action: @escaping () -> Void) {
    self.action = action
  }

  /// Dismisses the presentation.
  public func callAsFunction() {
    action()
  }
}
