import Testing
import ViewGraph

/// Every kind of view storage reads back, field for field, the value that was stored.
///
/// The graph reads a view where it lies in its `any View` existential, from the Swift ABI's
/// layout of the container (in the buffer, or in a heap box after its header).
@MainActor
@Suite("ViewTypeInfoLayout")
struct ViewTypeInfoLayoutTests {
  final class Model {
    let name: String
    init(name: String) { self.name = name }
  }

  struct Empty: View {
    var body: some View { Text("") }
  }

  struct OneWord: View {
    let value: Int
    var body: some View { Text("") }
  }

  /// Three words: the largest value kept in the container's buffer.
  struct ThreeWords: View {
    let value: Int
    let title: String
    var body: some View { Text("") }
  }

  /// 25 bytes: one more than the buffer holds, so the value is boxed.
  struct JustOverThreeWords: View {
    let title: String
    let value: Int
    let flag: Bool
    var body: some View { Text("") }
  }

  struct Large: View {
    let first: Int
    let title: String
    let model: Model
    let values: [Int]
    var body: some View { Text("") }
  }

  /// Aligned to 16 bytes: boxed, the value after the box's header at a multiple of 16.
  struct OverAligned: View {
    let flag: Bool
    let vector: SIMD4<Double>
    var body: some View { Text("") }
  }

  struct WeakReference: View {
    weak var model: Model?
    let value: Int
    var body: some View { Text("") }
  }

  enum Choice: View {
    case none
    case title(String, Int)
    var body: some View { Text("") }
  }

  class ReferenceView: View {
    let value: Int
    init(value: Int) { self.value = value }
    nonisolated var body: some View { Text("") }
  }

  @Test func anEmptyViewReadsBack() {
    let view: any View = Empty()
    _ = copyOfKnownView(view, as: Empty.self)
    #expect(MemoryLayout<Empty>.size == 0)
  }

  @Test func aViewInTheContainersBufferReadsBack() {
    let one: any View = OneWord(value: -42)
    #expect(copyOfKnownView(one, as: OneWord.self).value == -42)
    let three: any View = ThreeWords(value: 7, title: "a title longer than fifteen bytes")
    let read = copyOfKnownView(three, as: ThreeWords.self)
    #expect(read.value == 7)
    #expect(read.title == "a title longer than fifteen bytes")
    #expect(MemoryLayout<ThreeWords>.size == 24)
  }

  @Test func aBoxedViewReadsBack() {
    let just: any View = JustOverThreeWords(title: "t", value: 9, flag: true)
    let readJust = copyOfKnownView(just, as: JustOverThreeWords.self)
    #expect(readJust.title == "t")
    #expect(readJust.value == 9)
    #expect(readJust.flag)
    #expect(MemoryLayout<JustOverThreeWords>.size == 25)

    let model = Model(name: "model")
    let large: any View = Large(first: 1, title: "large", model: model, values: [3, 4])
    // A copy of the existential shares the box: both read the same value.
    let copy = large
    for view in [large, copy] {
      let read = copyOfKnownView(view, as: Large.self)
      #expect(read.first == 1)
      #expect(read.title == "large")
      #expect(read.model === model)
      #expect(read.values == [3, 4])
    }
  }

  @Test func anOverAlignedViewReadsBack() {
    let view: any View = OverAligned(flag: true, vector: SIMD4(1, 2, 3, 4))
    let read = copyOfKnownView(view, as: OverAligned.self)
    #expect(read.flag)
    #expect(read.vector == SIMD4(1, 2, 3, 4))
    #expect(MemoryLayout<OverAligned>.alignment >= 16)
  }

  @Test func aViewWithAWeakReferenceReadsBack() {
    let model = Model(name: "weak")
    let view: any View = WeakReference(model: model, value: 5)
    let read = copyOfKnownView(view, as: WeakReference.self)
    #expect(read.model === model)
    #expect(read.value == 5)
  }

  @Test func anEnumViewReadsBack() {
    let title: any View = Choice.title("chosen", 3)
    guard case .title(let text, let number) = copyOfKnownView(title, as: Choice.self) else {
      Issue.record("the enum read back as another case")
      return
    }
    #expect(text == "chosen")
    #expect(number == 3)
    let none: any View = Choice.none
    guard case .none = copyOfKnownView(none, as: Choice.self) else {
      Issue.record("the enum read back as another case")
      return
    }
  }

  @Test func aClassViewReadsBackAsTheSameObject() {
    let object = ReferenceView(value: 11)
    let view: any View = object
    let read = copyOfKnownView(view, as: ReferenceView.self)
    #expect(read === object)
    #expect(read.value == 11)
  }

  final class DerivedReferenceView: ReferenceView {}

  /// The type identity read from the container is the one `type(of:)` gives: for a struct, an
  /// enum, a class, and an instance of a subclass made an existential as its superclass.
  @Test func theDynamicTypeIdentityIsTheOneTypeOfGives() {
    let derived: ReferenceView = DerivedReferenceView(value: 2)
    let views: [any View] = [
      OneWord(value: 1), Large(first: 1, title: "", model: Model(name: ""), values: []),
      Choice.title("", 0), Choice.none, ReferenceView(value: 1), derived,
    ]
    for view in views {
      #expect(dynamicTypeID(of: view) == ObjectIdentifier(type(of: view)))
    }
    #expect(dynamicTypeID(of: derived) == ObjectIdentifier(DerivedReferenceView.self))
  }

  @Test func readingAViewAsAnotherTypeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view: any View = OneWord(value: 1)
        _ = copyOfKnownView(view, as: ThreeWords.self)
      }
    }
  }
}
