public import PublishOnWrite

/// An observable object injected above the view with ``View/environmentObject(_:)``, found by
/// its type.
///
/// The view's node subscribes to the nearest object of type `ObjectType` injected above it:
/// every send of its `objectWillChange` (every `@Published` write) marks the node dirty with the
/// reason `_name`, whether or not the body reads the property that changed. When a different
/// object is injected, the node is recomputed and follows the new one.
///
/// When no ancestor injected an object of this type, the pass reports
/// ``RuntimeIssue/Kind-swift.enum/missingEnvironmentObject`` with SwiftUI's message and the
/// view's identity path, and does not evaluate the view's body (SwiftUI crashes there): the
/// view keeps its previous output, or shows nothing if it never had one, and is evaluated again
/// once an object is injected. The views below it stay, and still follow environment changes.
///
/// ```swift
/// struct SyncIndicator: View {
///   @EnvironmentObject var library: Library
///   var body: some View { Text(library.isSyncing ? "Syncing…" : "Up to date") }
/// }
/// ```
///
/// Not `Sendable`: it is read on the main actor.
///
/// > Important: Reading ``wrappedValue`` or ``projectedValue`` outside the body when no object
/// > was found (in `init`, or in an action kept from an earlier evaluation) stops the process
/// > with the same message, as SwiftUI does: there is no object to return.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object an `EnvironmentObject` value found at its last install.
  final class Box {
    var object: ObjectType?
  }

  private let box = Box()

  private static var key: InjectedObjectKey {
    InjectedObjectKey(ObjectType.self, .environmentObject)
  }

  private static var missingMessage: String {
    "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
      + "\(ObjectType.self) may be missing as an ancestor of this view."
  }

  /// Creates the property; the object is found in the environment when the view is installed.
  public init() {}

  /// The object injected above the view.
  public var wrappedValue: ObjectType {
    guard let object = box.object else { preconditionFailure(Self.missingMessage) }
    return object
  }

  /// Bindings to the object's properties: `$library.searchText` is a ``Binding`` that reads and
  /// writes `library.searchText`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// Finds the object in the node's environment and subscribes the node to it; when there is
  /// none, reports it and has the graph skip the body.
  ///
  /// - Parameters:
  ///   - slot: The node's storage for this field, where the subscription is kept.
  ///   - context: The node's context, whose environment is searched.
  public func install(in slot: DynamicPropertySlot, context: DynamicPropertyContext) {
    guard let object = context.environment[injected: Self.key]?.object as? ObjectType else {
      box.object = nil
      slot.storage = nil
      context.abandonEvaluation(.missingEnvironmentObject, Self.missingMessage)
      return
    }
    ObjectSubscription.keep(in: slot, to: object, context: context)
    box.object = object
  }

  /// Returns whether a different object (or none) is injected for this type.
  ///
  /// - Parameters:
  ///   - old: The environment the node saw before.
  ///   - new: The environment the node sees now.
  /// - Returns: `true` when the injected objects are not the same instance.
  public func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    old[injected: Self.key] != new[injected: Self.key]
  }
}
