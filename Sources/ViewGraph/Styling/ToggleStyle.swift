/// A way a ``Toggle`` looks, set with ``View/toggleStyle(_:)``; it changes nothing counted.
///
/// `@MainActor`, as SwiftUI's.
@MainActor @preconcurrency
public protocol ToggleStyle: Sendable {}
