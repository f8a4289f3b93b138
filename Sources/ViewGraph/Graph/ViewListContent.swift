/// A view that dissolves into its parent's list of children instead of becoming a node.
protocol ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs)
}
