public import ReadTracking

nonisolated extension View {
  /// Injects `object` for the views below, where `@Environment(Object.self)` reads it.
  ///
  /// Objects are found by their static type: `@Environment(Library.self)` finds the nearest
  /// object injected as a `Library`. Injecting the same object again does not change the
  /// environment below; injecting another one recomputes the views that read it.
  ///
  /// ```swift
  /// LibraryScreenContent().environment(library)
  /// ```
  ///
  /// - Parameter object: The object to inject.
  /// - Returns: The view with the object in its environment.
  public func environment<Object: Observable>(_ object: Object) -> some View {
    injecting(object, as: InjectedObjectKey(Object.self, .observable))
  }
}
