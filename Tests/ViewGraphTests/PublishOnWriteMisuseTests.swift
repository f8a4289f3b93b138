import PublishOnWrite
import Testing
import ViewGraph

private final class Library: ObservableObject {
  @Published var isSyncing = false
  @Published var visits = 0
}

private final class Settings: ObservableObject {
  @Published var theme = "light"
}

private struct SyncIndicator: View {
  @EnvironmentObject var library: Library
  var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
}

private struct UninjectedScreen: View {
  var body: some View {
    VStack {
      Text("header")
      SyncIndicator()
    }
  }
}

/// Injects a `Settings`, not the `Library` its child wants.
private struct WrongTypeScreen: View {
  @StateObject var settings = Settings()
  var body: some View { UninjectedScreen().environmentObject(settings) }
}

/// Counts its visits by writing a `@Published` property from its body, once.
private struct VisitCounter: View {
  @ObservedObject var library: Library

  var body: some View {
    if library.visits == 0 {
      library.visits += 1
    }
    return Text("visits \(library.visits)")
  }
}

/// Sends `objectWillChange` directly from its body.
private struct Announcer: View {
  let library: Library

  var body: some View {
    library.objectWillChange.send()
    return Text("announced")
  }
}

private struct AnnouncerScreen: View {
  @StateObject var library = Library()
  var body: some View { VStack { Announcer(library: library) } }
}

private struct VisitScreen: View {
  @StateObject var library = Library()

  var body: some View {
    VStack {
      Button("Sync") { library.isSyncing.toggle() }
      VisitCounter(library: library)
    }
  }
}

/// Injects its library or not, at the same identity, through the environment entry that
/// `.environmentObject(_:)` writes (package API, reachable from this package's tests).
private struct SwitchedInjectionScreen: View {
  let library: Library
  @State var injects: Bool

  var body: some View {
    VStack {
      Toggle("Inject", isOn: $injects)
      SyncIndicator()
        .environment(
          \.[injected: InjectedObjectKey(Library.self, .environmentObject)],
          injects ? InjectedObject(library) : nil)
    }
  }
}

private struct BadgeColorKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
  fileprivate var badgeColor: String {
    get { self[BadgeColorKey.self] }
    set { self[BadgeColorKey.self] = newValue }
  }
}

/// Reads only the environment.
private struct Badge: View {
  @Environment(\.badgeColor) var color
  var body: some View { Text("badge \(color)") }
}

/// Needs the library and reads the badge color, above a child that reads the color too.
private struct IndicatorWithBadge: View {
  @EnvironmentObject var library: Library
  @Environment(\.badgeColor) var color

  var body: some View {
    VStack {
      Text(library.isSyncing ? "Syncing…" : "Up to date in \(color)")
      Badge()
    }
  }
}

/// Loses the library injection (at the same identity) and recolors the badges.
private struct BadgeScreen: View {
  let library: Library
  @State var injects = true
  @State var color = "blue"

  var body: some View {
    VStack {
      Button("Break and recolor") {
        injects = false
        color = "red"
      }
      Button("Recolor") { color = "green" }
      IndicatorWithBadge()
        .environment(
          \.[injected: InjectedObjectKey(Library.self, .environmentObject)],
          injects ? InjectedObject(library) : nil
        )
        .environment(\.badgeColor, color)
    }
  }
}

private let missingLibraryMessage =
  "No ObservableObject of type Library found. A View.environmentObject(_:) for Library may be "
  + "missing as an ancestor of this view."

private let publishingMessage =
  "Publishing changes from within view updates is not allowed, this will cause undefined "
  + "behavior."

@MainActor
@Suite("Publish-on-write misuse")
struct PublishOnWriteMisuseTests {
  @Test func missingEnvironmentObjectIsReportedWithThePathAndItsBodySkipped() {
    let host = ViewHost(root: UninjectedScreen())
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(issues.map(\.path) == ["UninjectedScreen/VStack/SyncIndicator[1]"])
    #expect(issues.map(\.message) == [missingLibraryMessage])
    // The body was not evaluated: not counted, nothing under the node; the sibling is shown.
    #expect(host.mountReport.evaluations.map(\.viewType) == ["UninjectedScreen"])
    #expect(
      host.render() == """
        UninjectedScreen
          VStack
            Text("header")
            SyncIndicator

        """)
  }

  @Test func anObjectOfAnotherTypeDoesNotSatisfyTheEnvironmentObject() {
    let host = ViewHost(root: WrongTypeScreen())
    #expect(host.mountReport.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(host.mountReport.issues.map(\.message) == [missingLibraryMessage])
    #expect(
      host.mountReport.issues.map(\.path) == [
        "WrongTypeScreen/EnvironmentWriterView/UninjectedScreen/VStack/SyncIndicator[1]"
      ])
  }

  @Test func viewWithoutItsObjectIsEvaluatedOnceTheObjectIsInjected() throws {
    let library = Library()
    let host = ViewHost(root: SwitchedInjectionScreen(library: library, injects: false))
    #expect(host.mountReport.issues.map(\.kind) == [.missingEnvironmentObject])
    let report = try host.toggle("Inject")
    #expect(report.issues.isEmpty)
    #expect(report.printChangesLines.contains("SyncIndicator: _library changed."))
    #expect(host.render().contains("Text(\"Up to date\")"))
  }

  @Test func viewThatLosesItsObjectKeepsItsPreviousOutput() throws {
    let library = Library()
    let host = ViewHost(root: SwitchedInjectionScreen(library: library, injects: true))
    library.isSyncing = true
    host.flush()
    let report = try host.toggle("Inject")
    #expect(report.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(report.issues.map(\.message) == [missingLibraryMessage])
    #expect(report.evaluations.map(\.viewType) == ["SwitchedInjectionScreen"])
    #expect(host.render().contains("Text(\"Syncing…\")"))
    // Its subscription was dropped with the object.
    library.isSyncing = false
    #expect(!host.hasPendingInvalidations)
  }

  @Test func publishedWriteDuringABodyIsReportedAtTheEvaluatingView() {
    let host = ViewHost(root: VisitScreen())
    let issues = host.mountReport.issues
    #expect(issues.map(\.kind) == [.publishingDuringUpdate])
    #expect(issues.map(\.path) == ["VisitScreen/VStack/VisitCounter[1]"])
    #expect(issues.map(\.message) == [publishingMessage])
    // The write was applied; its holders (the screen and the counter) run in a follow-up pass.
    #expect(host.render().contains("Text(\"visits 1\")"))
    #expect(host.mountReport.passCount == 2)
  }

  @Test func directSendDuringABodyIsReported() {
    let host = ViewHost(root: AnnouncerScreen())
    #expect(host.mountReport.issues.first?.kind == .publishingDuringUpdate)
    #expect(host.mountReport.issues.first?.path == "AnnouncerScreen/VStack/Announcer")
    #expect(host.mountReport.issues.first?.message == publishingMessage)
  }

  @Test func writesFromActionsAreNotMisuse() throws {
    let host = ViewHost(root: VisitScreen())
    let report = try host.tap("Sync")
    #expect(report.issues.isEmpty)
    #expect(report.evaluations.map(\.viewType) == ["VisitScreen", "VisitCounter"])
  }

  @Test func aViewThatLosesItsObjectStillPassesEnvironmentChangesToItsChildren() throws {
    let host = ViewHost(root: BadgeScreen(library: Library()))
    let broken = try host.tap("Break and recolor")
    #expect(broken.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(
      broken.printChangesLines == [
        "BadgeScreen: _injects, _color changed.", "Badge: _color changed.",
      ])
    // The indicator keeps its own output; the badge below it follows the environment.
    #expect(host.render().contains("Text(\"Up to date in blue\")"))
    #expect(host.render().contains("Text(\"badge red\")"))
    let recolored = try host.tap("Recolor")
    #expect(recolored.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(
      recolored.printChangesLines == ["BadgeScreen: _color changed.", "Badge: _color changed."])
    #expect(host.render().contains("Text(\"badge green\")"))
  }
}
