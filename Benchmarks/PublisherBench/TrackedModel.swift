import Observation

/// The same property under the toolchain's Observation, written by hand as its macro would.
final class TrackedModel: Observable {
  private let registrar = ObservationRegistrar()
  private var storedCount = 0

  var count: Int {
    get {
      registrar.access(self, keyPath: \.count)
      return storedCount
    }
    set {
      registrar.withMutation(of: self, keyPath: \.count) { storedCount = newValue }
    }
  }
}
