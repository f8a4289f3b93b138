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
/// nothing. `DismissAction` is not `Sendable`: call it on the main actor.
public struct DismissAction {
  let action: () -> Void

  /// Dismisses the presentation.
  public func callAsFunction() {
    action()
  }
}
