import ReadTracking
import ViewGraph

/// The trap: an observable array of classes that are not observable themselves.
enum ArrayOfPlainClasses {}

extension ArrayOfPlainClasses {
  final class Shelf: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var volumes: [Volume] = []
  }

  final class Volume: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  struct ShelfView: View {
    let shelf: Shelf

    var body: some View {
      List {
        ForEach(shelf.volumes) { volume in
          VolumeRow(volume: volume)
        }
      }
    }
  }

  struct VolumeRow: View {
    let volume: Volume

    var body: some View {
      Text(volume.title)
    }
  }
}
