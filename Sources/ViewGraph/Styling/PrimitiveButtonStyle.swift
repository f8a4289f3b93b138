/// A way a ``Button`` looks, set with ``View/buttonStyle(_:)``; it changes nothing counted.
public protocol PrimitiveButtonStyle: Sendable {}
