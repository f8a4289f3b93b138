import BenchmarkSupport
import Observation
import PublishOnWrite

/// The floor: a class with a plain stored property.
final class PlainModel {
  var count = 0
}

/// The same property, `@Published`.
final class PublishedModel: ObservableObject {
  @Published var count = 0
}

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

/// Formats a difference in nanoseconds with its sign.
///
/// - Parameter nanoseconds: The difference.
/// - Returns: For example `+1.2` or `-0.3`.
func formatSigned(_ nanoseconds: Double) -> String {
  (nanoseconds < 0 ? "-" : "+") + formatNanoseconds(abs(nanoseconds))
}
