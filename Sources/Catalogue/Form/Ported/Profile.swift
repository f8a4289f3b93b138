public import ReadTracking

/// A user's profile after the migration: an `Observable` class whose twelve fields are each
/// tracked.
public final class Profile: Observable, @unchecked Sendable {
  // Safety: the workload writes a profile only from the main actor, through the form's controls.

  /// The registrar that records reads of the tracked fields.
  public let observationRegistrar = ObservationRegistrar()

  /// The first name; required.
  @Tracked public var firstName = ""
  /// The last name.
  @Tracked public var lastName = "Lovelace"
  /// The email address; valid when it contains "@".
  @Tracked public var email = "ada@example.com"
  /// The phone number.
  @Tracked public var phone = ""
  /// The city.
  @Tracked public var city = "London"
  /// The personal website.
  @Tracked public var website = ""
  /// A few words about the user.
  @Tracked public var bio = ""
  /// The age in years.
  @Tracked public var age = 36
  /// Whether the user gets the newsletter.
  @Tracked public var newsletter = false
  /// Whether others can see the profile.
  @Tracked public var isPublic = false
  /// The colour scheme: "System", "Light" or "Dark".
  @Tracked public var theme = "System"
  /// The language: "English" or "French".
  @Tracked public var language = "English"

  /// Creates the profile the form starts with: no first name yet, so it cannot be saved.
  public init() {}

  /// Whether the profile can be saved: it has a first name and an email with "@".
  public var isValid: Bool { !firstName.isEmpty && email.contains("@") }
}
