import MechanicalPort
import PublishOnWrite
import ReadTracking
import Synchronization
import Testing
import ViewGraph

/// Reads the mixed account through `@Environment(Model.self)`.
private struct EnvironmentReader: View {
  @Environment(MixedModel.Account.self) var account
  var body: some View { Text(account.nickname) }
}

/// Reads the mixed account through `@EnvironmentObject`.
private struct EnvironmentObjectReader: View {
  @EnvironmentObject var account: MixedModel.Account
  var body: some View { Text(account.nickname) }
}

/// The guide's snippets do what the guide says they do.
@Suite("Migration.md snippets behave as described", .timeLimit(.minutes(10)))
@MainActor
struct SnippetBehaviourTests {
  @Test func beforeTheMappingEveryHolderRecomputesForOneKeystroke() throws {
    let host = ViewHost(root: MappingBefore.ProfileScreen())
    let report = try host.type("a", into: "Name")
    #expect(
      report.evaluations.map(\.viewType).sorted()
        == ["NameEditor", "NameLabel", "ProfileScreen", "StatusBadge"])
    #expect(host.render().contains("Text(\"Signed in as a\")"))
  }

  @Test func afterTheMappingOnlyTheReadersOfTheNameRecompute() throws {
    let host = ViewHost(root: MappingAfter.ProfileScreen())
    #expect(host.mountReport.issues.isEmpty)
    let report = try host.type("a", into: "Name")
    // NameEditor only makes the binding; its text field reads it as a control update.
    #expect(report.evaluations.map(\.viewType) == ["NameLabel"])
    #expect(report.controlUpdates.map(\.viewType) == ["TextField"])
    #expect(host.render().contains("TextField(\"Name\", text: \"a\")"))
    #expect(host.render().contains("Text(\"Signed in as a\")"))
    #expect(host.render().contains("Text(\"Offline\")"))
  }

  @Test func anEqualWriteRecomputesEveryHolderBeforeAndNothingAfter() throws {
    let before = ViewHost(root: MappingBefore.ProfileScreen())
    #expect(try before.type("", into: "Name").evaluationCount == 4)
    let after = ViewHost(root: MappingAfter.ProfileScreen())
    #expect(try after.type("", into: "Name").evaluationCount == 0)
  }

  @Test func handWrittenAccessorsMakeCustomStorageObservable() async {
    let after = CustomStorageAfter.Preferences()
    await confirmation(expectedCount: 1) { changed in
      withObservationTracking {
        #expect(after.theme == "light")
      } onChange: {
        changed()
      }
      after.theme = "dark"
    }
    #expect(after.theme == "dark")

    let before = CustomStorageBefore.Preferences()
    await confirmation(expectedCount: 1) { changed in
      let subscription = before.objectWillChange.sink { _ in changed() }
      before.theme = "dark"
      subscription.cancel()
    }
    #expect(before.theme == "dark")
  }

  @Test func aComputedPropertyOverUntrackedStorageNeverUpdatesTheView() {
    let download = UntrackedStorage.Download()
    let host = ViewHost(root: UntrackedStorage.ProgressLabel(download: download))
    download.receive(100)
    #expect(download.percent == 50)
    #expect(host.flush().evaluationCount == 0)
    #expect(host.render().contains("Text(\"0 %\")"))
  }

  @Test func trackingTheStorageBehindItFixesTheView() {
    let download = TrackedStorage.Download()
    let host = ViewHost(root: TrackedStorage.ProgressLabel(download: download))
    download.receive(100)
    #expect(host.flush().evaluations.map(\.viewType) == ["ProgressLabel"])
    #expect(host.render().contains("Text(\"50 %\")"))
  }

  @Test func renamingAPlainClassInATrackedArrayUpdatesNothing() {
    let shelf = ArrayOfPlainClasses.Shelf()
    shelf.volumes = [.init(id: 0, title: "Dune"), .init(id: 1, title: "Emma")]
    let host = ViewHost(root: ArrayOfPlainClasses.ShelfView(shelf: shelf))
    shelf.volumes[1].title = "Persuasion"
    #expect(host.flush().evaluationCount == 0)
    #expect(host.render().contains("Text(\"Emma\")"))
    // The array itself is tracked: appending recomputes the list (and mounts the new row).
    shelf.volumes.append(.init(id: 2, title: "Ulysses"))
    #expect(host.flush().evaluations.map(\.viewType) == ["ShelfView", "VolumeRow"])
  }

  @Test func aReadInOnAppearIsNotADependency() {
    let profile = MappingAfter.Profile()
    profile.name = "Ada"
    let host = ViewHost(root: ReadOutsideBody.Greeting(profile: profile))
    #expect(host.render().contains("Text(\"Hello, Ada\")"))
    profile.name = "Grace"
    #expect(host.flush().evaluationCount == 0)
    #expect(host.render().contains("Text(\"Hello, Ada\")"))
  }

  @Test func aReadInBodyIsADependency() {
    let profile = MappingAfter.Profile()
    profile.name = "Ada"
    let host = ViewHost(root: ReadInBody.Greeting(profile: profile))
    profile.name = "Grace"
    #expect(host.flush().evaluations.map(\.viewType) == ["Greeting"])
    #expect(host.render().contains("Text(\"Hello, Grace\")"))
  }

  @Test func aMissingInjectionIsReportedAtTheReadingView() {
    let host = SyncIndicatorPreviews.withoutInjection()
    #expect(host.mountReport.issues.map(\.kind) == [.missingObservableObject])
    #expect(host.mountReport.issues.map(\.path) == ["SyncIndicator"])
    #expect(
      host.mountReport.issues.map(\.message) == [
        "No Observable object of type Library found. A View.environment(_:) for Library may be "
          + "missing as an ancestor of this view."
      ])
    #expect(!host.render().contains("Text("))

    let injected = SyncIndicatorPreviews.withInjection()
    #expect(injected.mountReport.issues.isEmpty)
    #expect(injected.render().contains("Text(\"Up to date\")"))
  }

  @Test func anEqualAssignmentNotifiesOnlyUnderTheAlwaysPolicy() async {
    let connection = EqualWrites.Connection()
    await confirmation(expectedCount: 0) { changed in
      withObservationTracking {
        _ = connection.status
      } onChange: {
        changed()
      }
      connection.status = "idle"
    }
    await confirmation(expectedCount: 1) { changed in
      withObservationTracking {
        _ = connection.lastPing
      } onChange: {
        changed()
      }
      connection.lastPing = 0
    }
  }

  @Test func onChangeSeesTheOldValueAndADidSetObservationTheNewOne() {
    let book = Book(id: 0, title: "Dune")
    #expect(WillSetTiming.titleSeenAtWillSet(of: book, renamingTo: "Emma") == "Dune")
    #expect(WillSetTiming.titleSeenAtDidSet(of: book, renamingTo: "Ulysses") == "Ulysses")
  }

  @Test func aTypeMixingBothModelsLosesTheUpdatesOfItsPublishedProperties() {
    let account = MixedModel.Account()
    let host = ViewHost(root: MixedModel.AccountLabel(account: account))
    account.balance = 10
    #expect(host.flush().evaluationCount == 0)
    #expect(host.render().contains("Text(\": 0\")"))
    account.nickname = "Ada"
    #expect(host.flush().evaluations.map(\.viewType) == ["AccountLabel"])
    #expect(host.render().contains("Text(\"Ada: 10\")"))
  }

  @Test func stateObjectCreatesItsModelOnceAndStateOnEveryInit() throws {
    let before = StateCreationBefore.Draft.creations.withLock { $0 }
    let oldHost = ViewHost(root: StateCreationBefore.Composer())
    try oldHost.tap("Revise")
    try oldHost.tap("Revise")
    #expect(StateCreationBefore.Draft.creations.withLock { $0 } - before == 1)

    let after = StateCreationAfter.Draft.creations.withLock { $0 }
    let newHost = ViewHost(root: StateCreationAfter.Composer())
    try newHost.tap("Revise")
    try newHost.tap("Revise")
    // Mounted once, then re-created by each of the two parent evaluations; the first is kept.
    #expect(StateCreationAfter.Draft.creations.withLock { $0 } - after == 3)
    #expect(newHost.render().contains("Text(\"Revision 2\")"))
  }

  @Test func eachInjectionIsFoundOnlyByItsOwnWrapper() {
    let account = MixedModel.Account()
    let new = ViewHost(root: EnvironmentReader().environmentObject(account))
    #expect(new.mountReport.issues.map(\.kind) == [.missingObservableObject])
    let old = ViewHost(root: EnvironmentObjectReader().environment(account))
    #expect(old.mountReport.issues.map(\.kind) == [.missingEnvironmentObject])
    #expect(ViewHost(root: EnvironmentReader().environment(account)).mountReport.issues.isEmpty)
  }
}
