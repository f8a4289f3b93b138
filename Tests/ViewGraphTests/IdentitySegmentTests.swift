import Testing
import ViewGraph

/// A row whose type name has eight letters: with `#` and six digits its segment is 15 bytes, the
/// most a string keeps inline; with seven digits, 16.
private struct Boundary: View {
  let number: Int

  var body: some View {
    Text("\(number)")
  }
}

/// A row whose type name is not ASCII.
private struct Café: View {
  var body: some View {
    Text("café")
  }
}

/// A row whose type name alone is longer than a string keeps inline.
private struct ARowWithAVeryLongName: View {
  var body: some View {
    Text("long")
  }
}

private struct SegmentRows: View {
  static let numbers = [0, 9, 10, -7, 123_456, 1_234_567, -12_345, -123_456, Int.max, Int.min]

  var body: some View {
    VStack {
      ForEach(Self.numbers, id: \.self) { Boundary(number: $0) }
      ForEach(0..<2, id: \.self) { _ in Café() }
      ForEach(40..<41, id: \.self) { _ in ARowWithAVeryLongName() }
      ForEach(["a", "bc"], id: \.self) { _ in Café() }
      ForEach(3..<4, id: \.self) { outer in
        ForEach(5..<6, id: \.self) { _ in Boundary(number: outer) }
      }
      Café()
    }
  }
}

/// A node's path segment, made byte by byte for a key with no id or one integer id when it fits
/// a small string, and by appending its parts otherwise, reads the same either way.
@MainActor
@Suite("Identity path segments")
struct IdentitySegmentTests {
  @Test func segmentsReadTheSameWhetherTheyFitASmallStringOrNot() {
    let host = ViewHost(root: SegmentRows())
    let rowTypes: Set = ["SegmentRows", "Boundary", "Café", "ARowWithAVeryLongName"]
    let paths = host.nodes(where: { rowTypes.contains($0.viewType) }).map(\.path)
    let root = "SegmentRows/VStack/"
    #expect(
      paths == ["SegmentRows"]
        + [
          "Boundary[0]#0", "Boundary[0]#9", "Boundary[0]#10", "Boundary[0]#-7",
          "Boundary[0]#123456", "Boundary[0]#1234567", "Boundary[0]#-12345",
          "Boundary[0]#-123456", "Boundary[0]#9223372036854775807",
          "Boundary[0]#-9223372036854775808", "Café[1]#0", "Café[1]#1",
          "ARowWithAVeryLongName[2]#40", "Café[3]#a", "Café[3]#bc", "Boundary[4]#3#5", "Café[5]",
        ].map { root + $0 })
  }
}
