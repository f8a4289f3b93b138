import ReadTracking
import ViewGraph

/// The fix for reading outside `body`: read the property in `body`, where it is tracked.
enum ReadInBody {}

extension ReadInBody {
  struct Greeting: View {
    let profile: MappingAfter.Profile

    var body: some View {
      Text("Hello, \(profile.name)")
    }
  }
}
