import PublishOnWrite

/// `@Published` properties with property observers, before the migration.
enum DidSetBefore {}

extension DidSetBefore {
  final class Settings: ObservableObject {
    @Published var fontSize = 14 {
      didSet { if fontSize > 72 { fontSize = 72 } }
    }
    @Published var theme = "light" {
      didSet { savedThemes.append(theme) }
    }
    private(set) var savedThemes: [String] = []

    func reset() {
      fontSize = 14
      theme = "light"
    }
  }
}
