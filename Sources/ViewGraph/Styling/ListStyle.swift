/// A way a ``List`` looks, set with ``View/listStyle(_:)``; it changes nothing counted.
public protocol ListStyle: Sendable {}
