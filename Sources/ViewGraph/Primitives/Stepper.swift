/// A control that increments and decrements a value, or runs actions for each step.
///
/// ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)`` find a stepper by its title. A
/// stepper bound to a value stays within its bounds: a step past a bound stops at it, as in
/// SwiftUI. It is a control: it reads its binding when it updates, not in the body that made
/// it. Not `Sendable` (it holds closures).
nonisolated public struct Stepper: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The stepper's label, which is also how a host finds it.
  public let title: String
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  /// The bound value as text, for the rendering; `nil` for a stepper with actions.
  let currentValue: (() -> String)?

  /// Creates a stepper that runs actions.
  ///
  /// - Parameters:
  ///   - title: The stepper's label.
  ///   - onIncrement: What a tap on "+" does, or `nil` when "+" is disabled.
  ///   - onDecrement: What a tap on "−" does, or `nil` when "−" is disabled.
  ///   - onEditingChanged: Called when editing begins and ends; it is called around each
  ///     host step.
  public init(
    _ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.title = title
    self.onIncrement = onIncrement.map { action in
      {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
      }
    }
    self.onDecrement = onDecrement.map { action in
      {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
      }
    }
    currentValue = nil
  }

  /// Creates a stepper that changes `value` by `step` within `bounds`.
  ///
  /// - Parameters:
  ///   - title: The stepper's label.
  ///   - value: The value the stepper reads and writes.
  ///   - bounds: The range the value stays in.
  ///   - step: How much one tap changes the value.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.title = title
    onIncrement = {
      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
    }
    onDecrement = {
      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
    }
    currentValue = { "\(value.wrappedValue)" }
  }

  /// Creates a stepper that changes `value` by `step`, without bounds.
  ///
  /// - Parameters:
  ///   - title: The stepper's label.
  ///   - value: The value the stepper reads and writes.
  ///   - step: How much one tap changes the value.
  public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
    self.title = title
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    currentValue = { "\(value.wrappedValue)" }
  }
}

extension Stepper: ControlView {
  var resolvedLine: String {
    guard let currentValue else { return "Stepper(\(title.quotedLiteral))" }
    return "Stepper(\(title.quotedLiteral), value: \(currentValue()))"
  }
}
