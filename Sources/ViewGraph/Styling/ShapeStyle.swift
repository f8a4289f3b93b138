/// A colour or material that fills or tints a view; it changes nothing counted.
///
/// Adopted by ``Color``, ``HierarchicalShapeStyle`` and ``Material``, so that
/// `.foregroundStyle(.secondary)` and `.background(.thinMaterial)` compile as in SwiftUI.
public protocol ShapeStyle: Sendable {}
