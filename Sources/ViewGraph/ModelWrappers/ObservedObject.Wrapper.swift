extension ObservedObject {
  /// The projected value of the object wrappers: makes bindings to the object's properties.
  ///
  /// `$model.name` on a ``StateObject``, an ``ObservedObject`` or an ``EnvironmentObject``
  /// gives a ``Binding`` that reads `model.name` and writes it (a `@Published` property then
  /// sends `objectWillChange`). Two such bindings compare equal as child inputs when they point
  /// at the same object and property and saw equal values.
  ///
  /// Not `Sendable`: it is used on the main actor.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// Returns a binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: A binding that reads and writes `keyPath` of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(object, keyPath, snapshotting: true)
    }
  }
}
