/// A way a ``Toggle`` looks, set with ``View/toggleStyle(_:)``; it changes nothing counted.
public protocol ToggleStyle: Sendable {}
