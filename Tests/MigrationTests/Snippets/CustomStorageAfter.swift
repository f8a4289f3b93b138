import ReadTracking

/// A model with custom storage after the migration: the getter reports the read and the setter
/// wraps the store in `withMutation`, because `@Tracked` cannot see a dictionary entry.
enum CustomStorageAfter {}

extension CustomStorageAfter {
  final class Preferences: Observable {
    let observationRegistrar = ObservationRegistrar()
    private var values: [String: String] = [:]

    var theme: String {
      get {
        observationRegistrar.access(self, keyPath: \.theme)
        return values["theme", default: "light"]
      }
      set {
        observationRegistrar.withMutation(of: self, keyPath: \.theme) {
          values["theme"] = newValue
        }
      }
    }
  }
}
