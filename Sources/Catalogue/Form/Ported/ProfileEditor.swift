public import ViewGraph

/// The profile editor: a form of twelve fields bound through `$profile.field`, a summary, and
/// a save button enabled by validity, ported mechanically: `@Bindable` for the bindings, and
/// the validity still read in the form's own body.
public struct ProfileEditor: View {
  @Bindable var profile: Profile

  /// The editor over `profile`.
  public init(profile: Profile) {
    _profile = Bindable(wrappedValue: profile)
  }

  /// The content.
  public var body: some View {
    Form {
      Section("Name") {
        TextField("First name", text: $profile.firstName)
        TextField("Last name", text: $profile.lastName)
      }
      Section("Contact") {
        TextField("Email", text: $profile.email)
        TextField("Phone", text: $profile.phone)
        TextField("City", text: $profile.city)
        TextField("Website", text: $profile.website)
      }
      Section("About") {
        TextField("Bio", text: $profile.bio)
        Stepper("Age", value: $profile.age)
      }
      Section("Preferences") {
        Toggle("Newsletter", isOn: $profile.newsletter)
        Toggle("Public profile", isOn: $profile.isPublic)
        Picker("Theme", selection: $profile.theme) {
          Text("System").tag("System")
          Text("Light").tag("Light")
          Text("Dark").tag("Dark")
        }
        Picker("Language", selection: $profile.language) {
          Text("English").tag("English")
          Text("French").tag("French")
        }
      }
      Section("Summary") {
        ProfileSummary(profile: profile)
      }
      Button("Save") {}
        .disabled(!profile.isValid)
    }
  }
}
