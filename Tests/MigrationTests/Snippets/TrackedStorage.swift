import ReadTracking
import ViewGraph

/// The fix for the untracked-storage trap: the storage behind the computed property is tracked.
enum TrackedStorage {}

extension TrackedStorage {
  final class Download: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked private var received = 0
    let total = 200

    var percent: Int { received * 100 / total }

    func receive(_ bytes: Int) { received += bytes }
  }

  struct ProgressLabel: View {
    let download: Download

    var body: some View {
      Text("\(download.percent) %")
    }
  }
}
