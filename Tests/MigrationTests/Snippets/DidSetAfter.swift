import ReadTracking

/// `@Tracked` properties with property observers, after the migration.
enum DidSetAfter {}

extension DidSetAfter {
  final class Settings: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var fontSize = 14 {
      didSet { if fontSize > 72 { fontSize = 72 } }
    }
    @Tracked var theme = "light" {
      didSet { savedThemes.append(theme) }
    }
    private(set) var savedThemes: [String] = []

    func reset() {
      fontSize = 14
      theme = "light"
    }
  }
}
