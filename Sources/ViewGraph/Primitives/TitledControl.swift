/// A control that ``ViewHost`` finds by its title: a button to tap, a toggle, a text field, a
/// picker, a stepper, a slider.
///
/// The graph indexes the mounted views of these types alone (``Graph/titledControls``): a
/// lookup walks no tree, and the other primitives (texts, stacks, modifiers) cost no entry.
protocol TitledControl {
  /// The title a host finds the control by.
  var title: String { get }
}

extension Button: TitledControl {}
extension Toggle: TitledControl {}
extension Stepper: TitledControl {}
extension Slider: TitledControl {}
