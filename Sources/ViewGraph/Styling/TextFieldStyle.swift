/// A way a ``TextField`` looks, set with ``View/textFieldStyle(_:)``; it changes nothing counted.
public protocol TextFieldStyle: Sendable {}
