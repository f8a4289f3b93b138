extension ViewTypeInfo {
  /// One dynamic property field of a custom view.
  struct DynamicField {
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
  }
}
