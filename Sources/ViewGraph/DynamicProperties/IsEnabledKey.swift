/// The environment key of ``EnvironmentValues/isEnabled``.
struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
