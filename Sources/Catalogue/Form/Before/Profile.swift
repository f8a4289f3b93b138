public import PublishOnWrite

/// A user's profile before the migration: an `ObservableObject` whose twelve fields each
/// publish every write.
public final class Profile: ObservableObject, @unchecked Sendable {
  // Safety: the workload writes a profile only from the main actor, through the form's controls.

  /// The first name; required.
  @Published public var firstName = ""
  /// The last name.
  @Published public var lastName = "Lovelace"
  /// The email address; valid when it contains "@".
  @Published public var email = "ada@example.com"
  /// The phone number.
  @Published public var phone = ""
  /// The city.
  @Published public var city = "London"
  /// The personal website.
  @Published public var website = ""
  /// A few words about the user.
  @Published public var bio = ""
  /// The age in years.
  @Published public var age = 36
  /// Whether the user gets the newsletter.
  @Published public var newsletter = false
  /// Whether others can see the profile.
  @Published public var isPublic = false
  /// The colour scheme: "System", "Light" or "Dark".
  @Published public var theme = "System"
  /// The language: "English" or "French".
  @Published public var language = "English"

  /// Creates the profile the form starts with: no first name yet, so it cannot be saved.
  public init() {}

  /// Whether the profile can be saved: it has a first name and an email with "@".
  public var isValid: Bool { !firstName.isEmpty && email.contains("@") }
}
