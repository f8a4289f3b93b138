import ReadTracking
import Testing

@Suite("Tracked change policy")
struct TrackedChangePolicyTests {
  /// Counts the willSet notifications `write` causes on the property `read` reads.
  private func notifications<T>(
    _ policies: Policies, read: (Policies) -> T, write: (Policies) -> Void
  ) -> Int {
    let log = Log<String>()
    let (_, tracking) = withCancellableObservationTracking(options: .willSet) {
      read(policies)
    } onChange: { _ in
      log.append("changed")
    }
    write(policies)
    tracking.cancel()
    return log.count
  }

  @Test func assigningAnEqualEquatableValueDoesNotNotifyByDefault() {
    let policies = Policies()
    #expect(notifications(policies, read: { $0.count }, write: { $0.count = 0 }) == 0)
    #expect(notifications(policies, read: { $0.count }, write: { $0.count = 1 }) == 1)
  }

  @Test func assigningTheIdenticalReferenceDoesNotNotifyByDefault() {
    let policies = Policies()
    let same = policies.shelf
    #expect(notifications(policies, read: { $0.shelf }, write: { $0.shelf = same }) == 0)
    #expect(notifications(policies, read: { $0.shelf }, write: { $0.shelf = Shelf() }) == 1)
  }

  @Test func anEquatableClassComparesByEqualityByDefault() {
    let policies = Policies()
    let equal = LabeledShelf(label: "a")
    #expect(notifications(policies, read: { $0.labeled }, write: { $0.labeled = equal }) == 0)
    #expect(
      notifications(
        policies, read: { $0.labeled }, write: { $0.labeled = LabeledShelf(label: "b") }) == 1)
  }

  @Test func anInPlaceMutationAlwaysNotifies() {
    let policies = Policies()
    #expect(notifications(policies, read: { $0.count }, write: { $0.count += 0 }) == 1)
    let library = Library()
    let log = Log<String>()
    withObservationTracking {
      _ = library.books
    } onChange: {
      log.append("books")
    }
    library.books.append("Dune")
    #expect(log.count == 1)
  }

  @Test func theAlwaysPolicyNotifiesForAnEqualValue() {
    let policies = Policies()
    #expect(
      notifications(policies, read: { $0.alwaysCount }, write: { $0.alwaysCount = 0 }) == 1)
  }

  @Test func aCustomPolicyDecidesWhatCountsAsUnchanged() {
    let policies = Policies()
    #expect(
      notifications(policies, read: { $0.temperature }, write: { $0.temperature = 20.3 }) == 0)
    #expect(policies.temperature == 20.3)
    #expect(
      notifications(policies, read: { $0.temperature }, write: { $0.temperature = 21.0 }) == 1)
  }
}
