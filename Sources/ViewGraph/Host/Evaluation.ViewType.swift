extension Evaluation {
  /// What an evaluation records of its view's type, made once per type and shared by all its
  /// evaluations: the type's name, and the labels of its dynamic properties.
  ///
  /// `Sendable`: both are immutable strings.
  final class ViewType: Sendable {
    /// The type's name, such as `SearchField`.
    let name: String
    /// The labels of the type's dynamic properties, such as `_name`, in field order.
    let dynamicPropertyLabels: [String]

    init(name: String, dynamicPropertyLabels: [String]) {
      self.name = name
      self.dynamicPropertyLabels = dynamicPropertyLabels
    }
  }
}
