/// A way a picker looks, set with ``View/pickerStyle(_:)``; it changes nothing counted.
public protocol PickerStyle: Sendable {}
