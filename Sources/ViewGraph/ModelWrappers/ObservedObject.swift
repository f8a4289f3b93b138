public import PublishOnWrite

/// An observable object received from outside (usually from the parent), observed by the view.
///
/// The view's node subscribes to the object's `objectWillChange`: every send (every
/// `@Published` write) marks the node dirty with the reason `_name`, whether or not the body
/// reads the property that changed. When the parent passes a different object, the node
/// subscribes to the new one and drops the old one (whose writes then no longer invalidate it);
/// as an input from the parent, the field compares by object identity.
///
/// The node does not own the object: one created in place
/// (`@ObservedObject var timer = TimerModel()`) is created again each time the parent's body
/// makes the view, losing its data; use ``StateObject`` for an object the view creates.
///
/// ```swift
/// struct BookRow: View {
///   @ObservedObject var book: Book
///   var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
///
/// Not `Sendable`: it is read on the main actor.
///
/// > Important: The object may be written from any thread; the node is marked dirty on the
/// > writing thread and recomputed by the next pass on the main actor.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The observed object.
  public var wrappedValue: ObjectType

  /// Creates the property observing `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The object to observe.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates the property observing `initialValue`.
  ///
  /// - Parameter initialValue: The object to observe.
  public init(initialValue: ObjectType) {
    wrappedValue = initialValue
  }

  /// Bindings to the object's properties: `$book.title` is a ``Binding`` that reads and writes
  /// `book.title`.
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Subscribes the node to the object, unless it is already subscribed to this very object.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field, where the subscription is kept.
  ///   - context: The node's context, whose invalidator the subscription uses.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    ObjectSubscription.keep(in: slot, to: wrappedValue, context: context)
  }

  /// Returns whether the parent passed a different object.
  ///
  /// - Parameter previous: The value the parent passed last time.
  /// - Returns: `true` when the objects are not the same instance.
  public func inputChanged(from previous: ObservedObject<ObjectType>) -> Bool {
    wrappedValue !== previous.wrappedValue
  }
}
