extension ViewTypeInfo {
  /// One dynamic property field of a custom view.
  struct DynamicField {
    let fieldIndex: Int
    let label: String
    let install: (Any, DynamicPropertySlot, DynamicPropertyContext) -> Void
    let environmentChanged: (Any, EnvironmentValues, EnvironmentValues) -> Bool
  }
}
