nonisolated extension View {
  /// Gives this view an explicit identity.
  ///
  /// When `id` changes, the view is a new identity: the old one leaves the tree (its state is
  /// destroyed) and the new one starts with fresh state.
  ///
  /// - Parameter id: The identity; any hashable value.
  /// - Returns: The view with the explicit identity.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
    IDView(content: self, id: id)
  }

  /// Compares this view with its own `==` when its parent is recomputed.
  ///
  /// - Returns: The view, skipped when `==` finds it unchanged and it is not dirty.
  public func equatable() -> EquatableView<Self> where Self: Equatable {
    EquatableView(content: self)
  }

  /// Runs `action` when this view's identity appears in the tree.
  ///
  /// > Important: The action runs on the main actor after the pass that mounted the view,
  /// > outside any body evaluation; state it writes is applied in a follow-up pass of the same
  /// > ``ViewHost/flush()``. Actions run innermost first, as in SwiftUI: the actions inside a
  /// > view's content (a child's `onAppear`, a deeper container's) before the view's own, and
  /// > the modifiers of one view in the order they are written.
  ///
  /// The action is optional, as in SwiftUI: `.onAppear()` attaches none.
  ///
  /// - Parameter action: The work to run, or `nil` for none.
  /// - Returns: The view with the action attached.
  @inlinable
  public func onAppear(perform action: (() -> Void)? = nil) -> OnAppearView<Self> {
    OnAppearView(content: self, action: action)
  }

  /// Runs `action` when this view's identity leaves the tree, or its row scrolls out of a lazy
  /// container's viewport.
  ///
  /// > Important: The action runs on the main actor after the pass that removed the view,
  /// > outside any body evaluation; state it writes is applied in a follow-up pass of the same
  /// > ``ViewHost/flush()``.
  ///
  /// The action is optional, as in SwiftUI: `.onDisappear()` attaches none.
  ///
  /// - Parameter action: The work to run, or `nil` for none.
  /// - Returns: The view with the action attached.
  @inlinable
  public func onDisappear(perform action: (() -> Void)? = nil) -> OnDisappearView<Self> {
    OnDisappearView(content: self, action: action)
  }

  /// Runs `action` when `value` differs from its value at the previous evaluation.
  ///
  /// > Important: The action runs on the main actor after the pass that saw the change, outside
  /// > any body evaluation, with the old and the new value; state it writes is applied in a
  /// > follow-up pass of the same ``ViewHost/flush()``. The `onChange` actions one write
  /// > triggers run from the innermost modifier outward, after those inside the content.
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action once when the view appears, with the value as both
  ///     old and new.
  ///   - action: The work to run, given the old and the new value.
  /// - Returns: The view with the action attached.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping (Value, Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` when `value` differs from its value at the previous evaluation, for an action
  /// that needs neither value.
  ///
  /// It behaves as the overload whose action takes the old and the new value; a closure that
  /// names no parameters, such as `.onChange(of: query) { search() }`, picks this one, as in
  /// SwiftUI.
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - initial: Whether to run the action once when the view appears.
  ///   - action: The work to run.
  /// - Returns: The view with the action attached.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Sets an environment value for this view and everything below it.
  ///
  /// - Parameters:
  ///   - keyPath: The environment value to set.
  ///   - value: Its value below this view.
  /// - Returns: The view with the environment value set.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentWriterView<Self, Value> {
    EnvironmentWriterView(content: self, keyPath: keyPath, value: value)
  }
}

nonisolated extension View {
  /// Injects `object` for the views below under `key`; the model modules' injection modifiers
  /// (`.environmentObject(_:)` and `.environment(_:)`) are built on it.
  ///
  /// - Parameters:
  ///   - object: The object to inject.
  ///   - key: Its type and the modifier that injects it.
  /// - Returns: The view with the object in its environment.
  package func injecting(
    _ object: AnyObject, as key: InjectedObjectKey
  ) -> EnvironmentWriterView<Self, InjectedObject?> {
    environment(\.[injected: key], InjectedObject(object))
  }
}
