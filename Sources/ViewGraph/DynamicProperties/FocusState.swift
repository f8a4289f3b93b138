/// Which control has the keyboard focus, as state of the view: `@FocusState var isFocused: Bool`
/// or `@FocusState var focus: Field?`.
///
/// It behaves as ``State`` does (the value lives in the node; a body that reads it depends on
/// it; a write recomputes those bodies), so code that moves the focus compiles and counts as in
/// SwiftUI. There is no keyboard here: the focus changes only when code writes it, and
/// ``View/focused(_:)`` and ``View/focused(_:equals:)`` change nothing counted.
///
/// Not `Sendable`: focus state is read and written on the main actor.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// The focused field, or whether the control is focused.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the focus, for ``View/focused(_:equals:)`` and ``View/focused(_:)``.
  public var projectedValue: Binding {
    Binding(binding: state.projectedValue)
  }

  /// Creates focus state that is `false`: nothing is focused.
  public init() where Value == Bool {
    state = State(initialValue: false)
  }

  /// Creates focus state that is `nil`: no field is focused.
  public init<T: Hashable>() where Value == T? {
    state = State(initialValue: nil)
  }

  /// Connects the focus to the value stored in the node, as ``State`` does.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field.
  ///   - context: The node's context.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    state.install(in: slot, context: context)
  }
}
