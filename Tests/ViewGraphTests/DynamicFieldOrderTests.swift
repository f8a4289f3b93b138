import Testing
import ViewGraph

private struct ShadeKey: EnvironmentKey {
  static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
  fileprivate var shade: String {
    get { self[ShadeKey.self] }
    set { self[ShadeKey.self] = newValue }
  }
}

/// Dynamic properties between ordinary fields: each install must get its own field's value and
/// its own slot, whichever reflection route reads them.
private struct MixedFields: View {
  @State var first = 1
  let title: String
  @Environment(\.shade) var shade
  var spacing = 0
  @State var second = 20

  var body: some View {
    VStack {
      Text("\(title) \(first) \(second) \(shade)")
      Button("First") { first += 1 }
      Button("Second") { second += 1 }
    }
  }
}

private struct ShadeParent: View {
  @State var palette = "dark"

  var body: some View {
    VStack {
      Button("Light") { palette = "light" }
      MixedFields(title: "t").environment(\.shade, palette)
    }
  }
}

@MainActor
@Suite("Dynamic field order")
struct DynamicFieldOrderTests {
  @Test(arguments: [FieldReflection.metadata, .mirror])
  func eachStateFieldKeepsItsOwnValue(reflection: FieldReflection) throws {
    let host = ViewHost(root: ShadeParent(), reflection: reflection, seededState: [:])
    #expect(host.render().contains("Text(\"t 1 20 dark\")"))
    let first = try host.tap("First")
    #expect(first.evaluations.map(\.reasons) == [[.property("_first")]])
    try host.tap("Second")
    let second = try host.tap("Second")
    #expect(second.evaluations.map(\.reasons) == [[.property("_second")]])
    #expect(host.render().contains("Text(\"t 2 22 dark\")"))
  }

  @Test(arguments: [FieldReflection.metadata, .mirror])
  func anEnvironmentChangeNamesTheFieldThatReadsIt(reflection: FieldReflection) throws {
    let host = ViewHost(root: ShadeParent(), reflection: reflection, seededState: [:])
    try host.tap("First")
    let report = try host.tap("Light")
    #expect(report.evaluations.map(\.viewType) == ["ShadeParent", "MixedFields"])
    #expect(report.evaluations.last?.reasons == [.property("_shade")])
    // The state installed again after the environment change kept its value.
    #expect(host.render().contains("Text(\"t 2 20 light\")"))
  }

  @Test func seededValuesGoToTheirOwnFields() {
    let host = ViewHost(
      root: ShadeParent(), reflection: .metadata,
      seededState: [
        "ShadeParent/VStack/EnvironmentWriterView[1]/MixedFields|_second": 7,
        "ShadeParent/VStack/EnvironmentWriterView[1]/MixedFields|_first": 5,
      ])
    #expect(host.render().contains("Text(\"t 5 7 dark\")"))
  }
}
