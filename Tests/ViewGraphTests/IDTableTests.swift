import Testing
import ViewGraph

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
