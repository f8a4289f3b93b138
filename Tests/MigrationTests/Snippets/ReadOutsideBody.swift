import ReadTracking
import ViewGraph

/// The trap: a property read in an action, outside `body`, is not a dependency of the view.
enum ReadOutsideBody {}

extension ReadOutsideBody {
  struct Greeting: View {
    let profile: MappingAfter.Profile
    @State var message = ""

    var body: some View {
      Text(message)
        .onAppear { message = "Hello, \(profile.name)" }
    }
  }
}
