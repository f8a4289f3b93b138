import ReadTracking
import Synchronization
import TestSupport
import Testing

/// Four tracked properties, reached by index.
private final class Grid: Observable, @unchecked Sendable {
  // Safety: the tests use a grid from one thread; the handlers that capture it run
  // synchronously on that thread.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var p0 = 0
  @Tracked var p1 = 0
  @Tracked var p2 = 0
  @Tracked var p3 = 0

  static let properties = 4

  subscript(property: Int) -> Int {
    get {
      switch property {
      case 0: p0
      case 1: p1
      case 2: p2
      default: p3
      }
    }
    set {
      switch property {
      case 0: p0 = newValue
      case 1: p1 = newValue
      case 2: p2 = newValue
      default: p3 = newValue
      }
    }
  }
}

/// Properties reported by hand through a subscript: each access makes a new key path object,
/// equal to the others naming the same property.
private final class Gauge: Observable {
  let observationRegistrar = ObservationRegistrar()
  private var storage = [0, 0]

  subscript(property index: Int) -> Int {
    get {
      let keyPath: KeyPath<Gauge, Int> = \.[property: index]
      observationRegistrar.access(self, keyPath: keyPath)
      return storage[index]
    }
    set {
      observationRegistrar.withMutation(of: self, keyPath: \.[property: index]) {
        storage[index] = newValue
      }
    }
  }
}

/// The registrar's per-property lists of scopes, each scope knowing its position in each list:
/// installs, cancels, releases and firings in any order reach exactly the scopes that read the
/// written property, and the registrations counted are exactly the live ones.
@Suite("Scope lists per property")
struct ScopeTableTests {
  /// One live scope of the model: what it read and which events it asked for.
  private struct ModelScope {
    var reads: Set<[Int]>
    var options: ObservationTracking.Options
  }

  @Test(arguments: 0..<24 as Range<UInt64>)
  func randomInstallsCancelsAndWritesReachExactlyTheLiveReaders(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let grids = [Grid(), Grid()]
    let fired = Log<Int>()
    var tokens: [Int: ObservationScope] = [:]
    var model: [Int: ModelScope] = [:]
    var nextScope = 0
    var value = 0

    for step in 0..<400 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        // Many scopes per property, several properties and objects per scope.
        let reads = Set(
          (0..<Int.random(in: 1...5, using: &generator)).map { _ in
            [
              Int.random(in: 0..<2, using: &generator),
              Int.random(in: 0..<Grid.properties, using: &generator),
            ]
          })
        let options = [
          ObservationTracking.Options.willSet, .didSet, [.willSet, .didSet],
        ].randomElement(using: &generator)!
        let index = nextScope
        nextScope += 1
        let (_, token) = withCancellableObservationTracking(options: options) {
          for read in reads { _ = grids[read[0]][read[1]] }
        } onChange: { _ in
          fired.append(index)
        }
        tokens[index] = token
        model[index] = ModelScope(reads: reads, options: options)
      case 5, 6:
        guard let index = model.keys.randomElement(using: &generator) else { continue }
        model[index] = nil
        // Cancelling and releasing the token both remove the scope.
        if Bool.random(using: &generator) {
          tokens[index]!.cancel()
        } else {
          tokens[index] = nil
        }
      default:
        let written = [
          Int.random(in: 0..<2, using: &generator),
          Int.random(in: 0..<Grid.properties, using: &generator),
        ]
        let expected = Set(model.filter { $0.value.reads.contains(written) }.keys)
        let before = fired.count
        value += 1
        grids[written[0]][written[1]] = value
        let firings = fired.values[before...]
        #expect(
          Set(firings) == expected && firings.count == expected.count,
          "seed \(seed), step \(step): writing \(written) fired \(Array(firings))")
        for index in expected { model[index] = nil }
      }
      for object in grids.indices {
        let pairs = model.values.flatMap { $0.reads.filter { $0[0] == object } }
        let counts = grids[object].observationRegistrar.registrationCounts
        #expect(
          counts.registrations == pairs.count && counts.slots == Set(pairs).count,
          "seed \(seed), step \(step): object \(object) counts \(counts), model \(pairs.count)")
      }
    }
    tokens.removeAll()
    for grid in grids {
      #expect(grid.observationRegistrar.registrationCounts == (0, 0), "seed \(seed)")
    }
  }

  @Test func eachPropertyReachesOnlyItsReadersWhicheverWasObservedFirst() {
    let grid = Grid()
    let fired = Log<Int>()
    // `p2` is observed first (its slot is kept inline), then `p0` and `p3` (kept in a list).
    let tokens = [2, 0, 3].map { property in
      withCancellableObservationTracking(options: .didSet) {
        _ = grid[property]
      } onChange: { _ in
        fired.append(property)
      }.tracking
    }
    grid[3] = 1
    grid[2] = 1
    grid[1] = 1
    grid[0] = 1
    #expect(fired.values == [3, 2, 0])
    #expect(grid.observationRegistrar.registrationCounts == (0, 0))
    withExtendedLifetime(tokens) {}
  }

  @Test func aScopeOverThreeObjectsFiresOnceAndLeavesNoRegistrationInAny() {
    let grids = [Grid(), Grid(), Grid()]
    let fired = Log<Int>()
    // Two properties of the first grid, one of each other: three registrations, four cells.
    let token = withCancellableObservationTracking(options: .willSet) {
      _ = grids[0][1] + grids[1][2] + grids[0][3] + grids[2][0]
    } onChange: { _ in
      fired.append(1)
    }.tracking
    #expect(grids.map(\.observationRegistrar.registrationCounts.registrations) == [2, 1, 1])
    grids[2][0] = 1
    grids[0][1] = 1
    #expect(fired.values == [1])
    #expect(grids.map(\.observationRegistrar.registrationCounts.registrations) == [0, 0, 0])
    withExtendedLifetime(token) {}
  }

  @Test func aWillSetDeliveryLeavesTheDidSetScopesOfThePropertyInstalled() {
    let grid = Grid()
    let log = Log<String>()
    let options: [ObservationTracking.Options] = [
      .didSet, .willSet, .didSet, .willSet, .willSet, .didSet,
    ]
    let tokens = options.enumerated().map { index, options in
      withCancellableObservationTracking(options: options) {
        _ = grid.p1
      } onChange: { event in
        log.append("\(index) \(event.kind) \(grid.p1)")
      }.tracking
    }
    withExtendedLifetime(tokens) {
      grid.p1 = 7
      #expect(
        log.values.sorted() == [
          "0 didSet 7", "1 willSet 0", "2 didSet 7", "3 willSet 0", "4 willSet 0", "5 didSet 7",
        ])
      #expect(grid.observationRegistrar.registrationCounts == (0, 0))
    }
  }

  @Test func twoKeyPathObjectsForOnePropertyMakeOneRegistration() {
    let gauge = Gauge()
    let index = 0
    let first: KeyPath<Gauge, Int> = \.[property: index]
    let second: KeyPath<Gauge, Int> = \.[property: index]
    #expect(first == second && first !== second)
    let fired = Log<Int>()
    let (_, token) = withCancellableObservationTracking(options: .willSet) {
      _ = gauge[property: 0]
      _ = gauge[property: 1]
      _ = gauge[property: 0]
    } onChange: { _ in
      fired.append(1)
    }
    #expect(gauge.observationRegistrar.registrationCounts == (2, 2))
    gauge[property: 0] = 1
    #expect(fired.count == 1)
    #expect(gauge.observationRegistrar.registrationCounts == (0, 0))
    #expect(!token.isActive)
  }

  @Test func newKeyPathObjectsForPropertiesSeenBeforeFindTheirSlotsAmongTheAliases() {
    let gauge = Gauge()
    let fired = Log<String>()
    // Each access makes a new key path object: the ones after the first two are each compared
    // with those seen before (the first ones and their aliases), and find the same two slots.
    let (_, first) = withCancellableObservationTracking(options: .willSet) {
      for property in [0, 1, 0, 1] { _ = gauge[property: property] }
    } onChange: { _ in
      fired.append("first")
    }
    let (_, second) = withCancellableObservationTracking(options: .willSet) {
      _ = gauge[property: 1]
    } onChange: { _ in
      fired.append("second")
    }
    // The first scope is listed on both slots, the second on slot 1: three registrations.
    #expect(gauge.observationRegistrar.registrationCounts == (3, 2))
    gauge[property: 1] = 1
    #expect(fired.values.sorted() == ["first", "second"])
    #expect(gauge.observationRegistrar.registrationCounts == (0, 0))
    #expect(!first.isActive && !second.isActive)
  }

  @Test func anObservedObjectsLockAndTableFitIn136Bytes() {
    // The table (80 bytes: the key paths seen, the first storage offset and its slot, the other
    // offsets, the scope lists with their count, the subject, the flag and the slot count) after
    // the 16-byte header, then the 40-byte mutex: 136, which the allocator's 8-byte header
    // rounds to 144; 152 took 160.
    #expect(ObservationRegistrar.observedStateSize <= 136)
  }

  @Test func deallocatingAnObjectEndsAScopeThatReadSeveralOfItsPropertiesOnce() {
    let other = Grid()
    let events = Log<String>()
    var grid: Grid? = Grid()
    let (_, token) = withCancellableObservationTracking(options: [.willSet, .deinit]) {
      _ = grid!.p0
      _ = grid!.p2
      _ = grid!.p3
      _ = other.p1
    } onChange: { event in
      events.append("\(event.kind)")
    }
    #expect(grid!.observationRegistrar.registrationCounts == (3, 3))
    grid = nil
    #expect(events.values == ["deinit"])
    #expect(other.observationRegistrar.registrationCounts == (0, 0))
    #expect(!token.isActive)
  }
}
