public import PublishOnWrite

nonisolated extension View {
  /// Injects `object` for the views below, where ``EnvironmentObject`` fields of its type find
  /// it.
  ///
  /// The object is found by its static type `Object`, and only by `@EnvironmentObject`: an
  /// object injected with the read-tracking `.environment(_:)` is a different entry. Injecting
  /// the same instance again changes nothing below; injecting another instance recomputes the
  /// views that read it.
  ///
  /// - Parameter object: The object to inject.
  /// - Returns: The view with the object in its environment.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    injecting(object, as: InjectedObjectKey(Object.self, .environmentObject))
  }
}
