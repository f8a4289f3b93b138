extension ViewTypeInfo {
  /// One dynamic property field of a custom view.
  struct DynamicField {
    let fieldIndex: Int
    let label: String
    /// Whether the property keeps something in its node's slot (it is not a
    /// ``SlotFreeProperty``).
    let usesSlot: Bool
    let install: (Any, DynamicPropertySlot, DynamicPropertyContext) -> Void
    let environmentChanged: (Any, EnvironmentValues, EnvironmentValues) -> Bool
  }
}
