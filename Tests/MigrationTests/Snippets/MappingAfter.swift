import ReadTracking
import ViewGraph

/// The "after" column of the guide's mapping table: the same model and views, read-tracked.
enum MappingAfter {}

extension MappingAfter {
  final class Profile: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var name = ""
    @Tracked var isOnline = false
  }

  struct ProfileScreen: View {
    @State var profile = Profile()

    var body: some View {
      VStack {
        NameEditor(profile: profile)
        NameLabel(profile: profile)
        StatusBadge()
      }
      .environment(profile)
    }
  }

  struct NameEditor: View {
    @Bindable var profile: Profile

    var body: some View {
      TextField("Name", text: $profile.name)
    }
  }

  struct NameLabel: View {
    let profile: Profile

    var body: some View {
      Text("Signed in as \(profile.name)")
    }
  }

  struct StatusBadge: View {
    @Environment(Profile.self) var profile

    var body: some View {
      Text(profile.isOnline ? "Online" : "Offline")
    }
  }
}
