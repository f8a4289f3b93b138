extension ViewTypeInfo {
  /// One dynamic property field of a custom view.
  ///
  /// A class: each install passes it on, and a copy of a structure retained its label, its two
  /// closures and its cache one by one, and released them again (about 240 instructions per
  /// field at every mount and evaluation).
  final class DynamicField {
    let fieldIndex: Int
    let label: String
    /// Whether the property keeps something in its node's slot (it is not a
    /// ``SlotFreeProperty``).
    let usesSlot: Bool
    /// What the field's installs keep from one to the next (see
    /// ``DynamicPropertyInstallCache``).
    let installCache = DynamicPropertyInstallCache()
    /// Installs the property whose value is at the address given, in its node's slot.
    let install: (UnsafeRawPointer, DynamicPropertySlot, DynamicPropertyContext) -> Void
    /// Whether the property whose value is at the address given depends on what changed
    /// between two environments.
    let environmentChanged: (UnsafeRawPointer, EnvironmentValues, EnvironmentValues) -> Bool

    init(
      fieldIndex: Int, label: String, usesSlot: Bool,
      install: @escaping (UnsafeRawPointer, DynamicPropertySlot, DynamicPropertyContext) -> Void,
      environmentChanged:
        @escaping (UnsafeRawPointer, EnvironmentValues, EnvironmentValues) ->
        Bool
    ) {
      self.fieldIndex = fieldIndex
      self.label = label
      self.usesSlot = usesSlot
      self.install = install
      self.environmentChanged = environmentChanged
    }
  }
}
