import FormPorted
import ViewGraph

/// What others will see: the name, the city and the email.
struct ProfileSummary: View {
  let profile: Profile

  var body: some View {
    VStack {
      Text("\(profile.firstName) \(profile.lastName), \(profile.city)")
      Text(profile.email)
    }
  }
}
