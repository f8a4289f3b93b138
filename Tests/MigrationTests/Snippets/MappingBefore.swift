import PublishOnWrite
import ViewGraph

/// The "before" column of the guide's mapping table: one model and every way a view holds it.
enum MappingBefore {}

extension MappingBefore {
  final class Profile: ObservableObject {
    @Published var name = ""
    @Published var isOnline = false
  }

  struct ProfileScreen: View {
    @StateObject var profile = Profile()

    var body: some View {
      VStack {
        NameEditor(profile: profile)
        NameLabel(profile: profile)
        StatusBadge()
      }
      .environmentObject(profile)
    }
  }

  struct NameEditor: View {
    @ObservedObject var profile: Profile

    var body: some View {
      TextField("Name", text: $profile.name)
    }
  }

  struct NameLabel: View {
    @ObservedObject var profile: Profile

    var body: some View {
      Text("Signed in as \(profile.name)")
    }
  }

  struct StatusBadge: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
      Text(profile.isOnline ? "Online" : "Offline")
    }
  }
}
