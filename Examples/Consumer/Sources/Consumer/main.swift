// A client of Observatory: the same two-label screen in both models, and the reference
// workload, mounted in the headless view graph. It prints which bodies one write recomputes.

import LibraryApp
import PublishOnWrite
import ReadTracking
import ViewGraph

// Publish-on-write: every write to the profile recomputes every view that holds it.
final class LegacyProfile: ObservableObject {
  @Published var name = "Ada"
  @Published var isOnline = false
}

struct LegacyName: View {
  @ObservedObject var profile: LegacyProfile
  var body: some View { Text(profile.name) }
}

struct LegacyStatus: View {
  @ObservedObject var profile: LegacyProfile
  var body: some View { Text(profile.isOnline ? "online" : "offline") }
}

struct LegacyCard: View {
  @StateObject var profile = LegacyProfile()
  var body: some View {
    VStack {
      LegacyName(profile: profile)
      LegacyStatus(profile: profile)
      Toggle("Online", isOn: $profile.isOnline)
    }
  }
}

// Read-tracking: a write recomputes only the views whose body read that property.
final class Profile: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var name = "Ada"
  @Tracked var isOnline = false
}

struct Name: View {
  let profile: Profile
  var body: some View { Text(profile.name) }
}

struct Status: View {
  let profile: Profile
  var body: some View { Text(profile.isOnline ? "online" : "offline") }
}

struct Card: View {
  @State var profile = Profile()
  var body: some View {
    @Bindable var profile = profile
    VStack {
      Name(profile: profile)
      Status(profile: profile)
      Toggle("Online", isOn: $profile.isOnline)
    }
  }
}

@MainActor
func main() async throws {
  let legacy = ViewHost(root: LegacyCard())
  print("publish-on-write:", try legacy.toggle("Online").printChangesLines)

  let tracked = ViewHost(root: Card())
  print("read-tracking:   ", try tracked.toggle("Online").printChangesLines)
  print(tracked.render())

  print("qualified names:", sideBySide())

  let keystroke = try await LibraryWorkload(.readsPushedDown, bookCount: 42).play(.keystroke("s"))
  print("library screen, one keystroke, reads pushed down:", keystroke.recomputed, "bodies")
}

try await main()
