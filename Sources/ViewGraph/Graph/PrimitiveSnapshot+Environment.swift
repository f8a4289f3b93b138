extension PrimitiveSnapshot? {
  /// The environment a presentation's content sees: the one it saw before when the parent's is
  /// the same (so nothing below is recomputed for it), else the parent's with `change` applied.
  func presentationEnvironment(
    parent: EnvironmentValues, _ change: (inout EnvironmentValues) -> Void
  ) -> EnvironmentValues {
    if let previous = self, parent.isIdentical(to: previous.parentEnvironment) {
      return previous.childEnvironment
    }
    var environment = parent
    change(&environment)
    return environment
  }
}
