import ReadTracking
import ViewGraph

/// The trap: a computed property over storage the registrar never hears about.
enum UntrackedStorage {}

extension UntrackedStorage {
  final class Download: Observable {
    let observationRegistrar = ObservationRegistrar()
    private var received = 0
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
