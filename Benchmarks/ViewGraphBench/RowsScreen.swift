import ViewGraph

/// The write handle of every row, registered when the row appears, so that the benchmark can
/// change one row's state without searching the tree.
final class RowHandles {
  var increment: [() -> Void] = []
}

/// A list of rows, each a custom view with its own state: two nodes per row.
struct RowsScreen: View {
  let rows: Int
  let handles: RowHandles

  var body: some View {
    List {
      ForEach(0..<rows, id: \.self) { index in
        BenchRow(index: index, handles: handles)
      }
    }
  }
}

struct BenchRow: View {
  let index: Int
  let handles: RowHandles
  @State var count = 0

  var body: some View {
    Text("row \(index): \(count)")
      .onAppear {
        if handles.increment.count <= index {
          handles.increment.append(
            contentsOf: Array(repeating: {}, count: index + 1 - handles.increment.count))
        }
        handles.increment[index] = { count += 1 }
      }
  }
}

/// A write handle for the root of `LeafScreen`.
final class Ticker {
  var tick: () -> Void = {}
}

/// A root whose every pass re-evaluates all its leaves (their input changes each time).
struct LeafScreen: View {
  let leaves: Int
  let ticker: Ticker
  @State var value = 0

  var body: some View {
    VStack {
      ForEach(0..<leaves, id: \.self) { index in
        Leaf(id: index, value: value)
      }
    }
    .onAppear { ticker.tick = { value += 1 } }
  }
}

struct Leaf: View {
  let id: Int
  let value: Int

  var body: Text {
    Text("leaf")
  }
}
