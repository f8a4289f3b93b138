import ReadTracking
import ViewGraph

/// An observable value read by one view.
final class Cell: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var value = 0
}

/// `LeafScreen` whose leaves each read one tracked property: every evaluation installs a
/// read-tracking scope and cancels the previous one.
struct TrackedLeafScreen: View {
  let cells: [Cell]
  let ticker: Ticker
  @State var value = 0

  var body: some View {
    VStack {
      ForEach(cells.indices, id: \.self) { index in
        TrackedLeaf(id: index, value: value, cell: cells[index])
      }
    }
    .onAppear { ticker.tick = { value += 1 } }
  }
}

struct TrackedLeaf: View {
  let id: Int
  let value: Int
  let cell: Cell

  var body: Text {
    Text(cell.value == 0 ? "leaf" : "changed leaf")
  }
}

/// Rows that each read their own cell: a write to one cell re-evaluates one row.
struct TrackedRowsScreen: View {
  let cells: [Cell]

  var body: some View {
    List {
      ForEach(cells.indices, id: \.self) { index in
        TrackedLeaf(id: index, value: 0, cell: cells[index])
      }
    }
  }
}
