import Testing
import ViewGraph

/// An `Int` id that the runtime keeps inline (a row of `ForEach` over `Int` ids) must stay the
/// same identity as that id wrapped in an `AnyHashable` (a row of `.id(_:)` or of a `ForEach`
/// over other ids): equal, with the same hash, so that a dictionary of identities finds it.
@Suite("ExplicitIDs")
struct ExplicitIDsTests {
  /// An inline `Int` id.
  private static func inline(_ id: Int) -> ExplicitIDs {
    var ids: ExplicitIDs = []
    ids.append(id)
    return ids
  }

  @Test(arguments: [5, Int8(5), UInt(5), Int64(5), 5.0, Float(5)] as [any Hashable & Sendable])
  func anInlineIntIDIsTheSameIdentityAsAnIDEqualToItAsAnyHashable(id: any Hashable & Sendable) {
    #expect(AnyHashable(id) == AnyHashable(5))
    let listed: ExplicitIDs = [AnyHashable(id)]
    #expect(Self.inline(5) == listed)
    #expect(listed == Self.inline(5))
    #expect(Self.inline(5).hashValue == listed.hashValue)
    #expect(Set([Self.inline(5), listed]).count == 1)
  }

  @Test(arguments: [Int.min, -1, 0, 1, 255, 1 << 40, Int.max])
  func anInlineIntIDHashesAsTheSameIntInAList(id: Int) {
    let listed: ExplicitIDs = [AnyHashable(id)]
    #expect(Self.inline(id) == listed)
    #expect(Self.inline(id).hashValue == listed.hashValue)
  }

  @Test(arguments: [6, "5", 5.5, UInt.max] as [any Hashable & Sendable])
  func anInlineIntIDDiffersFromAnIDNotEqualToItAsAnyHashable(id: any Hashable & Sendable) {
    let listed: ExplicitIDs = [AnyHashable(id)]
    #expect(Self.inline(5) != listed)
    #expect(Self.inline(-1) != listed)
    #expect(Set([Self.inline(5), Self.inline(-1), listed]).count == 3)
  }
}
