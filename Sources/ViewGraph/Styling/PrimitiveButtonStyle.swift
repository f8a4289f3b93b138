/// A way a ``Button`` looks, set with ``View/buttonStyle(_:)``; it changes nothing counted.
///
/// `@MainActor`, as SwiftUI's.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle: Sendable {}
