import FormBefore
import FormFixed
import FormPorted
public import RecomputeHarness
import ViewGraph

/// A profile editor: twelve fields bound through `$profile.field`, a summary that reads four
/// of them, and a save button enabled by the profile's validity; each event edits one field as
/// a user would (type, toggle, pick, step).
///
/// It shows that a form is where publish-on-write hurts quietly: before the port (A) every
/// edit of any field recomputes the whole form and its summary. After the mechanical port (B,
/// `@Bindable`), a control reads its binding when it updates, outside any body, so an edit of
/// a field no body reads recomputes nothing; the form's body still reads the validity (the
/// first name and the email). With the validity read by the save button itself (C), the
/// form's body reads nothing: the same edits recompute the small button instead of the form.
public enum FormWorkload {
  /// The workload, named `form`: variants A (publish-on-write), B (mechanical port) and C
  /// (reads where they belong); it has no size.
  public static let workload: any MeasurableWorkload = definition(auditsMissedUpdates: false)

  /// The same workload with every host auditing its passes for missed updates.
  package static let audited: any MeasurableWorkload = definition(auditsMissedUpdates: true)

  static func definition(auditsMissedUpdates audits: Bool) -> Workload<any Sendable> {
    Workload(
      name: "form",
      summary: "A profile editor of twelve fields bound through $profile.field, a summary and "
        + "a save button enabled by validity; each event edits one field.",
      sizeName: "forms", defaultSize: 1,
      variants: [
        WorkloadVariant(name: "A", title: "A: publish-on-write") { _ in
          let profile = FormBefore.Profile()
          return MountedScreen(
            host: ViewHost(
              root: FormBefore.ProfileEditor(profile: profile), auditsMissedUpdates: audits),
            model: profile)
        },
        WorkloadVariant(name: "B", title: "B: mechanical port") { _ in
          let profile = FormPorted.Profile()
          return MountedScreen(
            host: ViewHost(
              root: FormPorted.ProfileEditor(profile: profile), auditsMissedUpdates: audits),
            model: profile)
        },
        WorkloadVariant(name: "C", title: "C: reads where they belong") { _ in
          let profile = FormPorted.Profile()
          return MountedScreen(
            host: ViewHost(
              root: FormFixed.ProfileEditor(profile: profile), auditsMissedUpdates: audits),
            model: profile)
        },
      ],
      script: [
        .type(
          "A", into: "First name", name: "first-name-A",
          description: "type \"A\" into the first name (it becomes valid)", tag: "edit"),
        .type(
          "d", into: "First name", name: "first-name-d",
          description: "type \"d\" into the first name", tag: "edit"),
        .type(
          "5", into: "Phone", name: "phone-5", description: "type \"5\" into the phone", tag: "edit"
        ),
        .toggle("Newsletter", name: "newsletter", tag: "edit"),
        WorkloadEvent(name: "theme-dark", description: "pick \"Dark\" as the theme", tag: "edit") {
          screen in { [host = screen.host] in try host.select("Dark", in: "Theme") }
        },
        WorkloadEvent(name: "age-up", description: "step the age up", tag: "edit") { screen in
          { [host = screen.host] in try host.increment("Age") }
        },
      ],
      headline: WorkloadHeadline(tag: "edit", before: "A", after: "C", change: "the migration"))
  }
}
