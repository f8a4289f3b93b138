import ReadTracking
import Synchronization
import Testing

/// Many scopes on one object, most of them on another property, with scopes installed and
/// cancelled over and over, as a view graph does on every evaluation: a write reaches exactly
/// the scopes that read the written property.
@Suite("Many scopes on one object")
struct ManyScopesTests {
  /// Counts the firings of each of a set of scopes.
  final class Firings: Sendable {
    let counts: Mutex<[Int: Int]> = Mutex([:])

    func handler(_ index: Int) -> @Sendable (ObservationTracking.Event) -> Void {
      { _ in self.counts.withLock { $0[index, default: 0] += 1 } }
    }

    var snapshot: [Int: Int] { counts.withLock { $0 } }
  }

  @Test func writeReachesExactlyTheReadersOfThePropertyAfterManyReinstalls() {
    let library = Library()
    let firings = Firings()
    // 40 scopes read isSyncing, like the rows of a list.
    let rows = (0..<40).map { index in
      withCancellableObservationTracking(
        options: .willSet, { _ = library.isSyncing }, onChange: firings.handler(index)
      ).tracking
    }
    // A search field reinstalls its scope on searchText 500 times, as on every keystroke.
    for _ in 0..<500 {
      withCancellableObservationTracking(
        options: .willSet, { _ = library.searchText }, onChange: { _ in }
      ).tracking.cancel()
    }
    // Scopes reinstalled on the other property must not be reached by a searchText write.
    let fields = (100..<103).map { index in
      withCancellableObservationTracking(
        options: .willSet, { _ = library.searchText }, onChange: firings.handler(index)
      ).tracking
    }

    // The tokens must outlive the writes: releasing a token cancels its scope.
    withExtendedLifetime((rows, fields)) {
      library.searchText = "s"
      #expect(firings.snapshot == [100: 1, 101: 1, 102: 1])
      library.isSyncing = true
      #expect(firings.snapshot.count == 43)
      #expect(firings.snapshot.values.allSatisfy { $0 == 1 })
      #expect(library.observationRegistrar.registrationCounts.registrations == 0)
    }
  }
}
