public import PublishOnWrite

/// An observable object created and owned by a view's identity, stored in its node.
///
/// The initializer expression runs once, the first time the identity appears; the object is
/// kept in the node and every later init of the same identity is ignored, so an argument passed
/// in later (`ViewModel(id: id)`) does not reach the object: it keeps the first one. When the
/// identity leaves the tree (an `if` branch turned off, a `ForEach` row removed, `.id(_:)`
/// changed), the node lets go of the object, which is deinitialized unless something else holds
/// it; when the identity comes back, the initializer runs again and makes a new object.
///
/// The node subscribes to the object's `objectWillChange`: every send (every `@Published`
/// write) marks the node dirty with the reason `_name`, whether or not the body reads the
/// property that changed. Sends between two passes are coalesced into one evaluation.
///
/// ```swift
/// struct LibraryScreen: View {
///   @StateObject private var library = Library()
///   var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// Not `Sendable`: it is read on the main actor.
///
/// > Important: The object may be written from any thread; the node is marked dirty on the
/// > writing thread and recomputed by the next pass on the main actor.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object a `StateObject` value was connected to at its last install.
  private final class Box {
    var object: ObjectType?
  }

  /// What the node keeps for the identity's lifetime: the object and the subscription to it.
  private final class Storage {
    let object: ObjectType
    let subscription: ObjectSubscription

    init(object: ObjectType, subscription: ObjectSubscription) {
      self.object = object
      self.subscription = subscription
    }
  }

  private let makeObject: () -> ObjectType
  private let box = Box()

  /// Creates the property; `thunk` runs once, the first time the identity appears.
  ///
  /// - Parameter thunk: The expression that makes the object.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    makeObject = thunk
  }

  /// The object owned by the node.
  ///
  /// Before the view is installed in a node (in `init`), each read makes a new object that is
  /// not kept, as in SwiftUI.
  public var wrappedValue: ObjectType {
    box.object ?? makeObject()
  }

  /// Bindings to the object's properties: `$model.name` is a ``Binding`` that reads and writes
  /// `model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// Connects this field to the object kept in the node, making and subscribing to the object
  /// the first time the identity appears.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field.
  ///   - context: The node's context, whose invalidator the subscription uses.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    if let storage = slot.storage as? Storage {
      box.object = storage.object
      return
    }
    let object = makeObject()
    slot.storage = Storage(
      object: object, subscription: ObjectSubscription(to: object, context: context))
    box.object = object
  }
}
