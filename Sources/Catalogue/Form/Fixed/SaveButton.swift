import FormPorted
import ViewGraph

/// The save button: the one view that reads the profile's validity.
struct SaveButton: View {
  let profile: Profile

  var body: some View {
    Button("Save") {}
      .disabled(!profile.isValid)
  }
}
