import PublishOnWrite
import Testing
import ViewGraph

/// Records the view models made and released in one test.
private final class Lifetime {
  final class WeakModel {
    weak var model: ViewModel?
    init(_ model: ViewModel) { self.model = model }
  }

  var made: [WeakModel] = []
  var released = 0
  var alive: Int { made.count - released }
}

private final class ViewModel: ObservableObject {
  let id: Int
  let serial: Int
  private let lifetime: Lifetime
  @Published var count = 0

  init(id: Int, lifetime: Lifetime) {
    self.id = id
    self.lifetime = lifetime
    serial = lifetime.made.count + 1
    lifetime.made.append(Lifetime.WeakModel(self))
  }

  deinit { lifetime.released += 1 }
}

/// Seed 001: a child that creates its model from an argument.
private struct ModelChild: View {
  let id: Int
  @StateObject var model: ViewModel

  init(id: Int, lifetime: Lifetime) {
    self.id = id
    _model = StateObject(wrappedValue: ViewModel(id: id, lifetime: lifetime))
  }

  var body: some View {
    HStack {
      Text("passed \(id), model \(model.id) #\(model.serial), count \(model.count)")
      Button("Count \(id)") { model.count += 1 }
    }
  }
}

private struct ArgumentScreen: View {
  @State var id = 1
  let lifetime: Lifetime

  var body: some View {
    VStack {
      Button("Next") { id += 1 }
      ModelChild(id: id, lifetime: lifetime)
    }
  }
}

private struct ToggledModelScreen: View {
  @State var shown = true
  let lifetime: Lifetime

  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown {
        ModelChild(id: 7, lifetime: lifetime)
      }
    }
  }
}

private struct ResetModelScreen: View {
  @State var generation = 0
  let lifetime: Lifetime

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      ModelChild(id: 7, lifetime: lifetime).id(generation)
    }
  }
}

private struct RowsScreen: View {
  @State var ids = [1, 2, 3]
  let lifetime: Lifetime

  var body: some View {
    VStack {
      Button("Remove first") { ids.removeFirst() }
      ForEach(ids, id: \.self) { id in
        ModelChild(id: id, lifetime: lifetime)
      }
    }
  }
}

/// Seed 001: an observed object created in place.
private final class TimerModel: ObservableObject {
  @Published var seconds = 0
}

private struct TimerView: View {
  @ObservedObject var timer = TimerModel()

  var body: some View {
    HStack {
      Text("\(timer.seconds) s")
      Button("Tick") { timer.seconds += 1 }
    }
  }
}

private struct TimerScreen: View {
  @State var parentTicks = 0

  var body: some View {
    VStack {
      Button("Parent") { parentTicks += 1 }
      Text("parent \(parentTicks)")
      TimerView()
    }
  }
}

private final class Counter: ObservableObject {
  @Published var value = 0
}

private struct CounterLabel: View {
  @ObservedObject var counter: Counter
  var body: some View { Text("value \(counter.value)") }
}

private struct SwitchScreen: View {
  @State var useSecond = false
  let first: Counter
  let second: Counter

  var body: some View {
    VStack {
      Toggle("Second", isOn: $useSecond)
      CounterLabel(counter: useSecond ? second : first)
    }
  }
}

private struct ToggledLabelScreen: View {
  let counter: Counter
  @State var shown = true

  var body: some View {
    VStack {
      Toggle("Shown", isOn: $shown)
      if shown {
        CounterLabel(counter: counter)
      }
    }
  }
}

private final class Profile: ObservableObject {
  @Published var name = "Ada"
  @Published var isOnline = false
}

private struct NameView: View {
  @EnvironmentObject var profile: Profile
  var body: some View { Text(profile.name) }
}

private struct StatusView: View {
  @EnvironmentObject var profile: Profile
  var body: some View { Text(profile.isOnline ? "online" : "offline") }
}

private struct SilentHolder: View {
  @EnvironmentObject var profile: Profile
  var body: some View { Text("never reads the profile") }
}

private struct ProfileEditor: View {
  @ObservedObject var profile: Profile
  var body: some View { TextField("Name", text: $profile.name) }
}

private struct ProfileScreen: View {
  @StateObject var profile = Profile()

  var body: some View {
    VStack {
      NameView()
      StatusView()
      SilentHolder()
      ProfileEditor(profile: profile)
      Toggle("Online", isOn: $profile.isOnline)
    }
    .environmentObject(profile)
  }
}

@MainActor
@Suite("Publish-on-write wrappers in the graph")
struct PublishOnWriteWrapperTests {
  @Test func stateObjectKeepsTheObjectMadeFromTheFirstArgument() throws {
    let lifetime = Lifetime()
    let host = ViewHost(root: ArgumentScreen(lifetime: lifetime))
    try host.tap("Count 1")
    let report = try host.tap("Next")
    try host.tap("Next")
    #expect(host.render().contains("Text(\"passed 3, model 1 #1, count 1\")"))
    // Every init of ModelChild evaluated the autoclosure's owner, but only the first
    // appearance ran it: one object made, none released.
    #expect(lifetime.made.count == 1)
    #expect(lifetime.released == 0)
    // A tap on Next: the screen (_id) and the child (@self: its `id` changed) = 2.
    #expect(report.evaluations.map(\.viewType) == ["ArgumentScreen", "ModelChild"])
  }

  @Test func stateObjectWriteInvalidatesItsHolderWithTheFieldLabel() throws {
    let lifetime = Lifetime()
    let host = ViewHost(root: ArgumentScreen(lifetime: lifetime))
    let report = try host.tap("Count 1")
    #expect(report.printChangesLines == ["ModelChild: _model changed."])
    #expect(host.render().contains("count 1"))
  }

  @Test func stateObjectIsReleasedWhenItsIdentityLeavesAndMadeAnewWhenItReturns() throws {
    let lifetime = Lifetime()
    let host = ViewHost(root: ToggledModelScreen(lifetime: lifetime))
    try host.tap("Count 7")
    try host.tap("Count 7")
    let first = lifetime.made[0]
    #expect(first.model?.count == 2)
    try host.toggle("Shown")
    #expect(first.model == nil)
    #expect(lifetime.released == 1)
    try host.toggle("Shown")
    #expect(lifetime.made.count == 2)
    #expect(lifetime.alive == 1)
    #expect(host.render().contains("Text(\"passed 7, model 7 #2, count 0\")"))
  }

  @Test func stateObjectIsMadeAnewWhenTheExplicitIDChanges() throws {
    let lifetime = Lifetime()
    let host = ViewHost(root: ResetModelScreen(lifetime: lifetime))
    try host.tap("Count 7")
    try host.tap("Reset")
    #expect(lifetime.made.count == 2)
    #expect(lifetime.made[0].model == nil)
    #expect(host.render().contains("Text(\"passed 7, model 7 #2, count 0\")"))
  }

  @Test func stateObjectInForEachRowsGivesOneInstancePerRow() throws {
    let lifetime = Lifetime()
    let host = ViewHost(root: RowsScreen(lifetime: lifetime))
    #expect(lifetime.made.count == 3)
    try host.tap("Count 2")
    #expect(host.render().contains("Text(\"passed 1, model 1 #1, count 0\")"))
    #expect(host.render().contains("Text(\"passed 2, model 2 #2, count 1\")"))
    #expect(host.render().contains("Text(\"passed 3, model 3 #3, count 0\")"))
    try host.tap("Remove first")
    #expect(lifetime.made[0].model == nil)
    #expect(lifetime.alive == 2)
    #expect(host.render().contains("Text(\"passed 2, model 2 #2, count 1\")"))
  }

  @Test func stateObjectsAreReleasedWhenTheHostGoes() throws {
    let lifetime = Lifetime()
    do {
      let host = ViewHost(root: RowsScreen(lifetime: lifetime))
      try host.tap("Count 3")
    }
    #expect(lifetime.made.count == 3)
    #expect(lifetime.made.allSatisfy { $0.model == nil })
    #expect(lifetime.released == 3)
  }

  @Test func observedObjectCreatedInPlaceIsRecreatedWhenTheParentReevaluates() throws {
    let host = ViewHost(root: TimerScreen())
    for _ in 0..<3 { try host.tap("Tick") }
    #expect(host.render().contains("Text(\"3 s\")"))
    let report = try host.tap("Parent")
    #expect(host.render().contains("Text(\"0 s\")"))
    #expect(
      report.printChangesLines == [
        "TimerScreen: _parentTicks changed.", "TimerView: _timer changed.",
      ])
    // The new object is observed: a tick counts again from zero.
    try host.tap("Tick")
    #expect(host.render().contains("Text(\"1 s\")"))
  }

  @Test func observedObjectResubscribesWhenADifferentObjectIsPassed() throws {
    let first = Counter()
    let second = Counter()
    let host = ViewHost(root: SwitchScreen(first: first, second: second))
    let switched = try host.toggle("Second")
    #expect(switched.evaluations.map(\.viewType) == ["SwitchScreen", "CounterLabel"])
    #expect(switched.evaluations[1].reasons == [.property("_counter")])
    first.value = 5
    #expect(!host.hasPendingInvalidations)
    #expect(host.flush().evaluationCount == 0)
    second.value = 7
    let report = host.flush()
    #expect(report.printChangesLines == ["CounterLabel: _counter changed."])
    #expect(host.render().contains("Text(\"value 7\")"))
  }

  @Test func subscriptionIsCancelledWhenTheHolderLeavesTheTree() throws {
    let counter = Counter()
    let host = ViewHost(root: ToggledLabelScreen(counter: counter))
    counter.value = 1
    #expect(host.hasPendingInvalidations)
    host.flush()
    try host.toggle("Shown")
    counter.value = 2
    #expect(!host.hasPendingInvalidations)
  }

  @Test func observedObjectSameInstanceIsNotAChangedInput() throws {
    let first = Counter()
    let host = ViewHost(root: SwitchScreen(first: first, second: first))
    let report = try host.toggle("Second")
    #expect(report.evaluations.map(\.viewType) == ["SwitchScreen"])
  }

  @Test func writesBeforeAPassAreCoalescedIntoOneEvaluationPerHolder() throws {
    let host = ViewHost(root: ProfileScreen())
    let profile = try #require(ProfileHandle.find(in: host))
    for index in 0..<5 { profile.name = "name \(index)" }
    let report = host.flush()
    // Holders: ProfileScreen (@StateObject), NameView, StatusView, SilentHolder
    // (@EnvironmentObject), ProfileEditor (@ObservedObject) = 5, once each.
    #expect(report.evaluationCount == 5)
    #expect(Set(report.evaluations.map(\.path)).count == 5)
    #expect(report.evaluations.allSatisfy { $0.reasons.contains(.property("_profile")) })
    #expect(host.render().contains("Text(\"name 4\")"))
  }

  @Test func everyHolderRecomputesOnAnyWriteWhetherOrNotItReadsTheProperty() throws {
    let host = ViewHost(root: ProfileScreen())
    let report = try host.toggle("Online")
    #expect(
      report.evaluations.map(\.viewType).sorted() == [
        "NameView", "ProfileEditor", "ProfileScreen", "SilentHolder", "StatusView",
      ])
    let wasted = report.evaluations.filter(\.isWasted).map(\.viewType).sorted()
    // Only StatusView's text and the screen's toggle changed.
    #expect(wasted == ["NameView", "ProfileEditor", "SilentHolder"])
  }

  @Test func bindingFromAnObservedObjectWritesThePublishedProperty() throws {
    let host = ViewHost(root: ProfileScreen())
    let profile = try #require(ProfileHandle.find(in: host))
    let report = try host.type(" L.", into: "Name")
    #expect(profile.name == "Ada L.")
    #expect(host.render().contains("TextField(\"Name\", text: \"Ada L.\")"))
    #expect(host.render().contains("Text(\"Ada L.\")"))
    #expect(report.evaluationCount == 5)
  }
}

/// Reaches the profile a `ProfileScreen` owns, through the value of its `ProfileEditor` child.
private enum ProfileHandle {
  @MainActor
  static func find(in host: ViewHost) -> Profile? {
    host.nodes(ofType: ProfileEditor.self).first.flatMap { ($0.view as? ProfileEditor)?.profile }
  }
}
