import Testing
import ViewGraph

/// A model a child holds by reference.
private final class Shelf {}

/// The fields a child's parent may change: one of each kind the graph compares as bytes
/// (integers of every width, `Bool`, a class reference), with padding between some of them, and
/// a `String` and a `Double`, compared with `==`.
private struct Inputs: Equatable {
  var flag = false
  var small: Int8 = 0
  var word: UInt32 = 0
  var count = 0
  var shelf = Shelf()
  var title = "title"
  var ratio = 0.0

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.flag == rhs.flag && lhs.small == rhs.small && lhs.word == rhs.word
      && lhs.count == rhs.count && lhs.shelf === rhs.shelf && lhs.title == rhs.title
      && lhs.ratio == rhs.ratio
  }
}

/// One change a tap makes to the child's inputs.
enum InputChange: String, CaseIterable, Sendable {
  case none, flag, small, word, count, shelf, sameShelf, title, sameTitle, ratio, negativeZero

  fileprivate func apply(to inputs: inout Inputs) {
    switch self {
    case .none: break
    case .flag: inputs.flag.toggle()
    case .small: inputs.small -= 1
    case .word: inputs.word += 1 << 31
    case .count: inputs.count += 1
    case .shelf: inputs.shelf = Shelf()
    case .sameShelf:
      let shelf = inputs.shelf
      inputs.shelf = shelf
    case .title: inputs.title += "!"
    case .sameTitle: inputs.title = String("title".reversed().reversed())
    case .ratio: inputs.ratio = 0.5
    // `-0.0 == 0.0`: an equal input, though its bytes differ.
    case .negativeZero: inputs.ratio = -0.0
    }
  }

  /// Whether the child sees a changed input: worked out by hand from the rules (integers,
  /// `Bool` and `String` by value, references by identity, `Double` with `==`).
  var changesAnInput: Bool {
    switch self {
    case .none, .sameShelf, .sameTitle, .negativeZero: false
    default: true
    }
  }
}

private struct FieldsChild: View {
  let flag: Bool
  let small: Int8
  let word: UInt32
  let count: Int
  let shelf: Shelf
  let title: String
  let ratio: Double

  var body: some View { Text("child") }
}

private struct FieldsParent: View {
  let change: InputChange
  @State var inputs = Inputs()
  /// Read by the body, so that every tap recomputes it, whether `inputs` changed or not.
  @State var taps = 0

  var body: some View {
    VStack {
      Text("\(taps) taps")
      Button("Change") {
        taps += 1
        change.apply(to: &inputs)
      }
      FieldsChild(
        flag: inputs.flag, small: inputs.small, word: inputs.word, count: inputs.count,
        shelf: inputs.shelf, title: inputs.title, ratio: inputs.ratio)
    }
  }
}

/// A child without dynamic properties is recomputed, with `@self`, exactly when one of its
/// fields is a changed input, whatever the field's type and place, on both reflection routes.
@MainActor
@Suite("Field comparison")
struct FieldComparisonTests {
  @Test(arguments: InputChange.allCases, [FieldReflection.metadata, .mirror])
  func aChildIsRecomputedExactlyWhenOneOfItsFieldsChanged(
    change: InputChange, reflection: FieldReflection
  ) throws {
    let host = ViewHost(
      root: FieldsParent(change: change), reflection: reflection, seededState: [:])
    let report = try host.tap("Change")
    #expect(report.evaluationCount(of: "FieldsParent") == 1)
    let child = report.evaluations.filter { $0.viewType == "FieldsChild" }
    #expect(child.map(\.reasons) == (change.changesAnInput ? [[.selfChanged]] : []))
  }
}
