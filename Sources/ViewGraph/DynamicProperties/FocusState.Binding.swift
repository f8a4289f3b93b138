extension FocusState {
  /// A binding to a view's focus state, made by `$focus`.
  ///
  /// Not `Sendable`: it is used on the main actor.
  @propertyWrapper
  public struct Binding {
    let binding: ViewGraph.Binding<Value>

    /// The focused field, or whether the control is focused.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

nonisolated extension View {
  /// Binds this control's focus to `binding` being `value`; there is no keyboard here, so it
  /// changes nothing counted.
  ///
  /// - Parameters:
  ///   - binding: The focus state.
  ///   - value: The value meaning "this control is focused".
  /// - Returns: The view itself.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> Self {
    self
  }

  /// Binds this control's focus to a Boolean; there is no keyboard here, so it changes
  /// nothing counted.
  ///
  /// - Parameter condition: The focus state.
  /// - Returns: The view itself.
  public func focused(_ condition: FocusState<Bool>.Binding) -> Self {
    self
  }
}
