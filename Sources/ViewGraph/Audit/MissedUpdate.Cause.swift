extension MissedUpdate {
  /// Why a view missed an update: the unobserved property its body read, or the read outside
  /// `body` its value came from.
  ///
  /// `Cause` is `Sendable`.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// The body read a stored property of an `Observable` class that is not `@Tracked` (directly
    /// or through a computed property), and it changed.
    case untrackedProperty(type: String, property: String)
    /// The body read a stored property marked as deliberately unobserved
    /// (`@ObservationIgnored`, `@Unpublished`), and it changed.
    case ignoredProperty(type: String, property: String)
    /// The body read a property of a class that is neither `Observable` nor
    /// `ObservableObject`, such as an element of an observed array, and it changed.
    case unobservableClass(type: String, property: String)
    /// The body read a stored property of an `ObservableObject` that is not `@Published` (or is
    /// marked `@Unpublished`), and it changed without `objectWillChange`.
    case unpublishedProperty(type: String, property: String)
    /// The body read an `ObservableObject` held by a property of another one, which the view
    /// observes instead: the inner object's changes do not reach the view.
    case nestedObservableObject(holder: String, property: String, type: String)
    /// The value shown came from a read outside `body`: an `onAppear` or `onChange` action read
    /// a tracked property to set the view's state, and that property changed since.
    case readOutsideBody(state: String, read: String)
    /// The body would show something else, but nothing the audit can see changed.
    case unknown

    /// Whether the view's value came from a read outside `body`.
    public var isReadOutsideBody: Bool {
      if case .readOutsideBody = self { true } else { false }
    }

    /// The cause and its fix, in words.
    public var description: String {
      switch self {
      case .untrackedProperty(let type, let property):
        "the body read \(type).\(property), a stored property that is not @Tracked: its change "
          + "notified nobody (mark it @Tracked)"
      case .ignoredProperty(let type, let property):
        "the body read \(type).\(property), which is marked as not observed: its change "
          + "notified nobody (a view shows it: observe it)"
      case .unobservableClass(let type, let property):
        "the body read \(type).\(property), and \(type) is a class that is not observable: its "
          + "change notified nobody (make \(type) Observable with \(property) @Tracked)"
      case .unpublishedProperty(let type, let property):
        "the body read \(type).\(property), a stored property that is not @Published: its change "
          + "sent no objectWillChange (mark it @Published)"
      case .nestedObservableObject(let holder, let property, let type):
        "the body read \(holder).\(property), an ObservableObject (\(type)) held by another one: "
          + "its changes do not reach the views that observe \(holder) (observe \(type) with "
          + "@ObservedObject in the view that reads it)"
      case .readOutsideBody(let state, let read):
        "the value came from a read outside body: an action read \(read) to set \(state), and "
          + "\(read) changed since; no body reads it (read it in body)"
      case .unknown:
        "something the body read changed without notifying"
      }
    }
  }
}
