import Testing
import ViewGraph

/// A node keeps only its view's value buffer and rebuilds the existential from its type's info:
/// views of every size class (empty, one to three words inline, larger or not bitwise-takable
/// and boxed, classes) are mounted, updated with new values, read and torn down, and every
/// object they hold is released exactly once.
@MainActor
@Suite("NodeViewStorage")
struct NodeViewStorageTests {
  /// Counts the tokens alive; not `Sendable`: used on the main actor, and by the deinits of
  /// tokens released there.
  final class Census {
    var made = 0
    var released = 0
    var alive: Int { made - released }
  }

  /// An object a view holds, counted by its census from its initializer to its deinit.
  final class Token {
    let census: Census
    let value: Int

    init(_ census: Census, _ value: Int) {
      self.census = census
      self.value = value
      census.made += 1
    }

    deinit { census.released += 1 }
  }

  /// Zero bytes.
  struct Nothing: View {
    var body: some View { Text("nothing") }
  }

  /// One word, inline.
  struct OneWord: View {
    let token: Token
    var body: some View { Text("one \(token.value)") }
  }

  /// Three words, inline: the whole buffer.
  struct ThreeWords: View {
    let token: Token
    let first: Int
    let second: Int
    var body: some View { Text("three \(token.value) \(first + second)") }
  }

  /// Four words: boxed.
  struct FourWords: View {
    let token: Token
    let title: String
    let count: Int
    var body: some View { Text("four \(token.value) \(title) \(count)") }
  }

  /// Holds a weak reference (not bitwise-takable where the runtime makes weak references so) and
  /// a strong one.
  struct WeakHolder: View {
    weak var watched: Token?
    let token: Token
    var body: some View { Text("weak \(token.value) \(watched?.value ?? -1)") }
  }

  /// A class: the buffer holds its reference.
  nonisolated final class Counted: View {
    let token: Token
    init(_ token: Token) { self.token = token }
    var body: some View { Text("class \(token.value)") }
  }

  /// Generic: its size is its content's.
  struct Holder<Content: View>: View {
    let content: Content
    let token: Token
    var body: some View {
      VStack {
        Text("holder \(token.value)")
        content
      }
    }
  }

  /// Every kind above, given new values (new tokens) at each tap, and taken away by another.
  struct Screen: View {
    let census: Census
    @State var round = 1
    @State var shown = true

    var body: some View {
      VStack {
        Button("Next") { round += 1 }
        Button("Hide") { shown = false }
        if shown {
          Nothing()
          OneWord(token: Token(census, round))
          ThreeWords(token: Token(census, round), first: round, second: 1)
          FourWords(token: Token(census, round), title: "t", count: round)
          WeakHolder(watched: nil, token: Token(census, round))
          Counted(Token(census, round))
          Holder(content: OneWord(token: Token(census, round * 10)), token: Token(census, round))
        }
      }
    }
  }

  /// The lines of the kinds above, for round `round`.
  private func lines(round: Int) -> String {
    """
    Screen
      VStack
        Button("Next")
        Button("Hide")
        Nothing
          Text("nothing")
        OneWord
          Text("one \(round)")
        ThreeWords
          Text("three \(round) \(round + 1)")
        FourWords
          Text("four \(round) t \(round)")
        WeakHolder
          Text("weak \(round) -1")
        Counted
          Text("class \(round)")
        Holder
          VStack
            Text("holder \(round)")
            OneWord
              Text("one \(round * 10)")

    """
  }

  @Test func theKindsCoverInlineAndBoxedStorage() {
    // The fixture covers both storages: values of up to three bitwise-takable words inline,
    // others boxed.
    #expect(!isBoxedInAnExistential(Nothing.self))
    #expect(!isBoxedInAnExistential(OneWord.self))
    #expect(!isBoxedInAnExistential(ThreeWords.self))
    #expect(isBoxedInAnExistential(FourWords.self))
    #expect(!isBoxedInAnExistential(Counted.self))
  }

  @Test func aNodeHoldsEachValueOnceAndReleasesItWhenReplacedOrTornDown() throws {
    let census = Census()
    let host = ViewHost(root: Screen(census: census))
    #expect(host.render() == lines(round: 1))
    // One token per view but `Nothing`, and two for the holder: each held by its node alone.
    #expect(census.made == 7)
    #expect(census.alive == 7)

    // New values replace the old ones, which are released.
    _ = try host.tap("Next")
    #expect(host.render() == lines(round: 2))
    #expect(census.made == 14)
    #expect(census.alive == 7)
    _ = try host.tap("Next")
    #expect(host.render() == lines(round: 3))
    #expect(census.alive == 7)

    // A copy of a node's value is the value, and holds it until it is dropped.
    do {
      let nodes = host.nodes(ofType: FourWords.self)
      #expect(nodes.count == 1)
      let value = try #require(nodes.first?.view as? FourWords)
      #expect(value.token.value == 3)
      #expect(value.title == "t")
      #expect(value.count == 3)
      let counted = try #require(host.nodes(ofType: Counted.self).first?.view as? Counted)
      #expect(counted.token.value == 3)
    }
    #expect(census.alive == 7)

    // Torn down: every value is released, once (a second release would trap).
    _ = try host.tap("Hide")
    #expect(host.render().contains("OneWord") == false)
    #expect(census.alive == 0)
    #expect(census.released == 21)
  }

  @Test func aHostsNodesReleaseTheirValuesWithIt() throws {
    let census = Census()
    do {
      let host = ViewHost(root: Screen(census: census))
      _ = try host.tap("Next")
      #expect(census.alive == 7)
    }
    #expect(census.alive == 0)
    #expect(census.made == 14)
  }

  @Test func aWeakReferenceInAViewIsKeptAsTheRuntimeKeepsIt() throws {
    let census = Census()
    let watched = Token(census, 42)
    struct Watching: View {
      let census: Census
      let watched: Token
      @State var round = 1
      var body: some View {
        VStack {
          Button("Next") { round += 1 }
          WeakHolder(watched: watched, token: Token(census, round))
        }
      }
    }
    let host = ViewHost(root: Watching(census: census, watched: watched))
    #expect(host.render().contains("Text(\"weak 1 42\")"))
    _ = try host.tap("Next")
    #expect(host.render().contains("Text(\"weak 2 42\")"))
    // The watched token and the holder's current one.
    #expect(census.alive == 2)
    let value = try #require(host.nodes(ofType: WeakHolder.self).first?.view as? WeakHolder)
    #expect(value.watched === watched)
  }
}

/// Whether the runtime keeps a value of `type` in a heap box when it is in an existential: the
/// `IsNonInline` flag of its value witness table (the 32-bit word at byte 80 of the table, which
/// is the word before the type's metadata), as the Swift ABI lays them out.
private func isBoxedInAnExistential(_ type: Any.Type) -> Bool {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let witnesses = metadata.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
  return witnesses.load(fromByteOffset: 80, as: UInt32.self) & 0x2_0000 != 0
}
