import PublishOnWrite

/// A model with custom storage before the migration: the setter sends `objectWillChange` by hand.
enum CustomStorageBefore {}

extension CustomStorageBefore {
  final class Preferences: ObservableObject {
    private var values: [String: String] = [:]

    var theme: String {
      get {
        values["theme", default: "light"]
      }
      set {
        objectWillChange.send()
        values["theme"] = newValue
      }
    }
  }
}
