/// A control that edits a string through a binding: ``TextField`` and ``SecureField``, both of
/// which ``ViewHost/type(_:into:)`` types into.
protocol TextEditingControl: TitledControl {
  var text: Binding<String> { get }
}

extension TextField: TextEditingControl {}

extension SecureField: TextEditingControl {}
