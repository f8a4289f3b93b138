public import ReadTracking

/// Gives bindings to the tracked properties of an `Observable` object, for the controls that
/// edit them (`TextField`, `Toggle`).
///
/// Use it on a view field that receives the object, or as a local variable in a body for an
/// object the view got another way (from `@Environment(Model.self)`, from `@State`):
///
/// ```swift
/// struct SearchField: View {
///   @Environment(Library.self) private var library
///   var body: some View {
///     @Bindable var library = library
///     TextField("Search", text: $library.searchText)
///   }
/// }
/// ```
///
/// `$model.property` is a ``Binding`` that reads nothing when it is made: the body that makes it
/// does not depend on the property. Its get is a tracked read, made by whoever reads it (a
/// control, in its own scope; a child's body) and its set goes through the property's setter
/// (so it notifies the views and controls that read it). The wrapper makes no dependency of its
/// own; a child view holding it is a changed input only when the parent passes another object.
///
/// Not `Sendable`: it is used on the main actor.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: Observable>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, so that `$model.property` gives a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps `wrappedValue`, as `@Bindable var model: Model` does.
  ///
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, as `@Bindable var model = model` and `Bindable(model)` do.
  ///
  /// - Parameter wrappedValue: The object.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a wrapper from another, as the memberwise initializer of a view with a
  /// `@Bindable` field does when given `$model`.
  ///
  /// - Parameter projectedValue: The wrapper to copy.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// Returns a binding to a property of the object.
  ///
  /// The binding points at the object and the key path, so a child receiving it again from a
  /// recomputed parent is unchanged while the value it saw is unchanged.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding that reads the property (a tracked read, when it is read, not when it
  ///   is made) and writes it through its setter.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(wrappedValue, keyPath, snapshotting: false)
  }

  /// Returns whether the parent now passes another object.
  ///
  /// - Parameter previous: The wrapper the parent passed last time.
  /// - Returns: `true` when the objects are not the same instance.
  public func inputChanged(from previous: Bindable<Value>) -> Bool {
    wrappedValue !== previous.wrappedValue
  }
}
