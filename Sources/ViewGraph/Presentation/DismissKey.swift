/// The environment key of ``EnvironmentValues/dismiss``: outside a presentation, nothing to do.
struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}
