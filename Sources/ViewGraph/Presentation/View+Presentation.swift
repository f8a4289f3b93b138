nonisolated extension View {
  /// Presents a sheet while `isPresented` is `true`.
  ///
  /// The sheet's content is mounted (its custom views evaluated with `@identity`) in the pass
  /// after the binding becomes `true`, and leaves the tree, losing its state, in the pass after
  /// it becomes `false`.
  ///
  /// > Important: `onDismiss` runs on the main actor after the pass in which the sheet left,
  /// > outside any body evaluation.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is presented; set to `false` when it is dismissed.
  ///   - onDismiss: What to do after the sheet is dismissed.
  ///   - content: The sheet's content.
  /// - Returns: The view with the sheet attached.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> SheetPresentationView<Self, Content> {
    SheetPresentationView(
      content: self,
      presentation: { isPresented.wrappedValue ? (nil, content) : nil },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
  }

  /// Presents a sheet for `item` while it is not `nil`.
  ///
  /// The sheet is identified by the item's `id`: when the item changes to another one, the old
  /// sheet's content leaves the tree and a new one, with fresh state, is mounted.
  ///
  /// - Parameters:
  ///   - item: The item the sheet shows; set to `nil` when the sheet is dismissed.
  ///   - onDismiss: What to do after the sheet is dismissed.
  ///   - content: The sheet's content for an item.
  /// - Returns: The view with the sheet attached.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> SheetPresentationView<Self, Content> {
    SheetPresentationView(
      content: self,
      presentation: {
        item.wrappedValue.map { presented in (AnyHashable(presented.id), { content(presented) }) }
      },
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
  }

  /// Presents an alert with a title and buttons while `isPresented` is `true`.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is presented; set to `false` when a button is tapped.
  ///   - actions: The alert's buttons; an "OK" button when empty.
  /// - Returns: The view with the alert attached.
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> AlertPresentationView<Self, Actions, EmptyView> {
    AlertPresentationView(
      content: self, title: title, isPresented: isPresented, actions: actions(),
      message: EmptyView())
  }

  /// Presents an alert with a title, buttons and a message while `isPresented` is `true`.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is presented; set to `false` when a button is tapped.
  ///   - actions: The alert's buttons; an "OK" button when empty.
  ///   - message: The alert's message, usually a ``Text``.
  /// - Returns: The view with the alert attached.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> AlertPresentationView<Self, Actions, Message> {
    AlertPresentationView(
      content: self, title: title, isPresented: isPresented, actions: actions(),
      message: message())
  }
}
