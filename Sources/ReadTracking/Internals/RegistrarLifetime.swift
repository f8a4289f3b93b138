/// The part of a registrar that lives exactly as long as the observed object.
///
/// Only the object's ``ObservationRegistrar`` holds it, so its deinit runs when the object is
/// deallocated; it then tells the registrar's context, which ends its registrations and
/// delivers `deinit` events. Scopes keep the context itself alive with strong references, so no
/// weak reference (and no side table on the hot objects) is needed.
final class RegistrarLifetime: Sendable {
  let context: RegistrarContext

  init(context: RegistrarContext) {
    self.context = context
  }

  deinit {
    context.subjectDidDeinit()
  }
}
