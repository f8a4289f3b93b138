import Testing
import ViewGraph

/// The graph calls a body through `View._makeBody(at:)`, whose default implementation is
/// compiled in the view's own module (here, the tests'): every kind of view gets its own body,
/// read from its own value, wherever the existential keeps it.
@MainActor
@Suite("BodyWitness")
struct BodyWitnessTests {
  final class Model {
    let name: String
    init(name: String) { self.name = name }
  }

  /// Kept in the existential's buffer.
  struct Small: View {
    let value: Int
    var body: some View { Text("small \(value)") }
  }

  /// Boxed, holding references.
  struct Large: View {
    let first: Int
    let title: String
    let model: Model
    let values: [Int]
    var body: some View { Text("\(title) \(first) \(model.name) \(values.count)") }
  }

  /// Boxed, after the box's header at a multiple of 16.
  struct OverAligned: View {
    let flag: Bool
    let vector: SIMD4<Double>
    var body: some View { Text("aligned \(flag) \(Int(vector[3]))") }
  }

  enum Choice: View {
    case none
    case title(String, Int)
    var body: some View { Text(label) }

    private var label: String {
      switch self {
      case .none: "none"
      case .title(let title, let count): "\(title) ×\(count)"
      }
    }
  }

  /// Not final: the requirement must not stop a subclassable view from conforming.
  class ReferenceView: View {
    let value: Int
    init(value: Int) { self.value = value }
    nonisolated var body: some View { Text("reference \(value)") }
  }

  /// Its `Body` depends on its generic parameter.
  struct Wrapper<Content: View>: View {
    let content: Content
    var body: some View { VStack { content } }
  }

  /// Every kind above, its values set by a state so that a pass evaluates them all again.
  struct Screen: View {
    @State var round = 1
    let model: Model

    var body: some View {
      VStack {
        Button("Next") { round += 1 }
        Small(value: round)
        Large(first: round, title: "large", model: model, values: Array(repeating: 0, count: round))
        OverAligned(flag: round.isMultiple(of: 2), vector: SIMD4(0, 0, 0, Double(round)))
        Choice.title("chosen", 3)
        ReferenceView(value: round)
        Wrapper(content: Small(value: round * 10))
      }
    }
  }

  @Test func theDefaultImplementationReturnsTheBody() throws {
    let view = Small(value: 7)
    let body = withUnsafePointer(to: view) { Small._makeBody(at: $0) }
    #expect(try #require(body as? Text) == Text("small 7"))
    let reference = ReferenceView(value: 3)
    let referenceBody = withUnsafePointer(to: reference) { ReferenceView._makeBody(at: $0) }
    #expect(try #require(referenceBody as? Text) == Text("reference 3"))
    let choice = Choice.none
    let choiceBody = withUnsafePointer(to: choice) { Choice._makeBody(at: $0) }
    #expect(try #require(choiceBody as? Text) == Text("none"))
  }

  @Test func everyKindOfViewEvaluatesItsOwnBody() throws {
    let host = ViewHost(root: Screen(model: Model(name: "Ada")))
    #expect(
      host.render() == """
        Screen
          VStack
            Button("Next")
            Small
              Text("small 1")
            Large
              Text("large 1 Ada 1")
            OverAligned
              Text("aligned false 1")
            Choice
              Text("chosen ×3")
            ReferenceView
              Text("reference 1")
            Wrapper
              VStack
                Small
                  Text("small 10")

        """)
    let report = try host.tap("Next")
    // The screen and the six custom views below it that are given the round (the wrapped
    // `Small` too); not the constant `Choice`.
    #expect(report.evaluations.count == 7)
    #expect(
      host.render() == """
        Screen
          VStack
            Button("Next")
            Small
              Text("small 2")
            Large
              Text("large 2 Ada 2")
            OverAligned
              Text("aligned true 2")
            Choice
              Text("chosen ×3")
            ReferenceView
              Text("reference 2")
            Wrapper
              VStack
                Small
                  Text("small 20")

        """)
  }
}
