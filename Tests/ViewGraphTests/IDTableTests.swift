import Testing
import ViewGraph

/// A custom row with state: each one is tracked by the graph.
private struct TrackedRow: View {
  let number: Int
  @State var count = 0

  var body: some View {
    Text("row \(number): \(count)")
  }
}

/// A thousand custom rows after six hundred texts, in one list: the graph tracks the root and
/// the rows, not the texts.
private struct RowsAfterTexts: View {
  var body: some View {
    VStack {
      ForEach(0..<600, id: \.self) { Text("text \($0)") }
      ForEach(0..<1_000, id: \.self) { TrackedRow(number: $0) }
    }
  }
}

/// An object with an id, for the table.
private final class Item: IDTableElement {
  let tableID: Int
  init(_ id: Int) { tableID = id }
}

/// The table of objects by id that finds the graph's invalidated nodes: every lookup agrees
/// with a dictionary kept beside it, through growth, replacements and removals anywhere in a
/// run of neighbouring buckets.
@Suite("Objects by id")
struct IDTableTests {
  /// Applies `operations` (a positive id inserts an item, a negative one removes that id) to a
  /// table and a dictionary, and checks after each one that they hold the same items.
  private func checkAgainstDictionary(_ operations: [Int], probing ids: Range<Int>) {
    var table = IDTable<Item>()
    var reference: [Int: Item] = [:]
    for operation in operations {
      if operation > 0 {
        let item = Item(operation)
        table[operation] = item
        reference[operation] = item
      } else {
        table[-operation] = nil
        reference[-operation] = nil
      }
      #expect(table.count == reference.count)
    }
    for id in ids {
      #expect(table[id] === reference[id], "id \(id)")
    }
    let values = table.values.map(\.tableID).sorted()
    #expect(values == reference.keys.sorted())
  }

  /// Reserving for as many objects as are then inserted makes the buckets the inserts alone
  /// grow to (a power of two, at least eight, at most three quarters full), at once, and every
  /// object is found.
  @Test(arguments: [1, 6, 7, 12, 13, 24, 25, 1_000])
  func reservingMakesTheBucketsThatInsertsGrowTo(count: Int) {
    // By hand: the smallest power of two, from 8, that `count` fills to at most three quarters.
    let expected = [1: 8, 6: 8, 7: 16, 12: 16, 13: 32, 24: 32, 25: 64, 1_000: 2_048][count]
    var grown = IDTable<Item>()
    var reserved = IDTable<Item>()
    reserved.reserveCapacity(count)
    #expect(reserved.bucketCount == expected)
    let items = (1...count).map(Item.init)
    for item in items {
      grown[item.tableID] = item
      reserved[item.tableID] = item
    }
    #expect(grown.bucketCount == expected)
    #expect(reserved.bucketCount == expected)
    #expect(reserved.count == count)
    for item in items { #expect(reserved[item.tableID] === item) }
    #expect(reserved[count + 1] == nil)
  }

  /// Reserving for no more objects than the buckets hold changes nothing; reserving for more
  /// moves the objects held to the new buckets, where they are still found.
  @Test func reservingKeepsTheObjectsHeld() {
    var table = IDTable<Item>()
    let items = (1...10).map(Item.init)
    for item in items { table[item.tableID] = item }
    #expect(table.bucketCount == 16)
    table.reserveCapacity(12)
    #expect(table.bucketCount == 16)
    table.reserveCapacity(100)
    #expect(table.bucketCount == 256)
    #expect(table.count == 10)
    for item in items { #expect(table[item.tableID] === item) }
    #expect(table[11] == nil)
  }

  /// A mount of many rows reserves room for the custom ones alone: the graph's table ends with
  /// the buckets that tracking the root and the thousand rows takes (1 001 nodes: 2 048 buckets;
  /// counting the six hundred texts as well would have made 4 096).
  @MainActor
  @Test func aMountReservesForTheCustomRowsOnly() {
    let host = ViewHost(root: RowsAfterTexts())
    #expect(host.trackedNodeTable.count == 1_001)
    #expect(host.trackedNodeTable.buckets == 2_048)
  }

  @Test func anEmptyTableFindsNothing() {
    let table = IDTable<Item>()
    #expect(table[1] == nil)
    #expect(table.count == 0)
    #expect(Array(table.values).isEmpty)
  }

  @Test func consecutiveIdsAreAllFoundAfterTheTableGrows() {
    checkAgainstDictionary(Array(1...1_000), probing: 0..<1_100)
  }

  @Test func storingAnObjectUnderAnIdItHasReplacesTheOldOne() {
    var table = IDTable<Item>()
    let first = Item(7)
    let second = Item(7)
    table[7] = first
    table[7] = second
    #expect(table[7] === second)
    #expect(table.count == 1)
  }

  @Test func removingAnIdThatIsNotThereChangesNothing() {
    checkAgainstDictionary([1, 2, 3, -4, -2, -2, 5], probing: 0..<8)
  }

  /// Removals from the middle of runs of full buckets: the ids after a removed one must still
  /// be found (the table is seven eighths full of ids spread by the hash, and every removal
  /// shifts its run back).
  @Test func removalsAnywhereKeepEveryOtherIdReachable() {
    var operations = Array(1...96)
    // Every third id, then every other id that is left, then the ones added again.
    operations += stride(from: 3, through: 96, by: 3).map { -$0 }
    operations += stride(from: 2, through: 96, by: 6).map { -$0 }
    operations += stride(from: 3, through: 96, by: 9)
    checkAgainstDictionary(operations, probing: 0..<100)
  }

  /// Ids far apart and in no order, such as the nodes of a graph that mounted and unmounted
  /// for a while: removing all of them, one by one, leaves the table empty.
  @Test func scatteredIdsAreFoundAndRemovedInAnyOrder() {
    var ids: [Int] = []
    var id = 17
    for _ in 0..<500 {
      id = (id &* 1_103_515_245 &+ 12_345) & 0xFFFFF
      ids.append(id + 1)
    }
    let unique = Array(Set(ids))
    checkAgainstDictionary(unique, probing: 0..<1)
    checkAgainstDictionary(unique + unique.reversed().map { -$0 }, probing: 0..<1)
    for probe in unique.prefix(50) {
      checkAgainstDictionary(unique + [-probe], probing: (probe - 2)..<(probe + 3))
    }
  }
}
