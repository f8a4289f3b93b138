/// A control that sets a value within a range by dragging.
///
/// ``ViewHost/slide(_:to:)`` finds a slider by its label (empty for a slider without one) and
/// sets its value, snapped to its step as a drag would. It is a control: it reads its binding
/// when it updates, not in the body that made it. Not `Sendable` (it holds a binding).
nonisolated public struct Slider: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The slider's label, which is also how a host finds it; empty when it has none.
  public let title: String
  /// The range of values.
  public let bounds: ClosedRange<Double>
  /// The distance between allowed values, or `nil` for any value in the range.
  public let step: Double?
  let getValue: () -> Double
  let setValue: (Double) -> Void
  let onEditingChanged: (Bool) -> Void

  /// Creates a slider bound to `value`.
  ///
  /// - Parameters:
  ///   - value: The value the slider reads and writes.
  ///   - bounds: The range of values.
  ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init("", value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider bound to `value` that moves in steps.
  ///
  /// - Parameters:
  ///   - value: The value the slider reads and writes.
  ///   - bounds: The range of values.
  ///   - step: The distance between allowed values.
  ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      "", value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
  }

  /// Creates a labelled slider bound to `value`.
  ///
  /// - Parameters:
  ///   - value: The value the slider reads and writes.
  ///   - bounds: The range of values.
  ///   - label: The slider's label, a ``Text``; a host finds the slider by its text.
  ///   - onEditingChanged: Called with `true` when a drag begins and `false` when it ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, label: () -> Text,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label().content, value: value, bounds: bounds, step: nil,
      onEditingChanged: onEditingChanged)
  }

  private init<V: BinaryFloatingPoint>(
    _ title: String, value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.title = title
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    getValue = { Double(value.wrappedValue) }
    setValue = { value.wrappedValue = V($0) }
    self.onEditingChanged = onEditingChanged
  }

  /// The value a drag to `target` leaves: snapped to the nearest step from the lower bound.
  func snapped(_ target: Double) -> Double {
    guard let step, step > 0 else { return target }
    let steps = ((target - bounds.lowerBound) / step).rounded()
    return min(bounds.lowerBound + steps * step, bounds.upperBound)
  }
}

extension Slider: ControlView {
  var resolvedLine: String {
    let title = title.isEmpty ? "" : "\(title.quotedLiteral), "
    return "Slider(\(title)value: \(getValue()), in: \(bounds.lowerBound)...\(bounds.upperBound))"
  }
}
