extension Graph {
  /// Checks a model type the first time a view reaches an object of it, and reports, once
  /// per type and property, what will make views miss its changes: a stored `var` of an
  /// `Observable` class that is neither `@Tracked` nor `@ObservationIgnored`, and a property of an
  /// `ObservableObject` that holds another `ObservableObject`.
  ///
  /// A stored `var` of an `ObservableObject` that is not `@Published` is reported only once a
  /// view is found to show it (see ``runAudit(_:)``): plain properties that no view reads, such
  /// as counters and caches, are common and harmless there.
  func checkModel(
    _ reached: ReachedObject, firstReachedAt node: Node, audit: MissedUpdateAudit
  ) {
    let type: AnyClass = Swift.type(of: reached.object)
    guard audit.checkedTypes.insert(ObjectIdentifier(type)).inserted else { return }
    let typeName = displayName(of: type)
    let kind = ModelKind(reached.object)
    for field in ModelField.fields(of: reached.object, registry.reflection) {
      switch kind {
      case .observable where field.role == .plain && field.isVariable == true:
        warn(
          .untrackedStoredProperty, at: node,
          "\(typeName).\(field.name) is a stored var that is neither @Tracked nor "
            + "@ObservationIgnored: a view that reads it (directly or through a computed "
            + "property) is not updated when it changes; mark it @Tracked, or "
            + "@ObservationIgnored if no view shows it")
      case .observableObject:
        guard field.role != .plumbing, let value = field.value, isObservableObject(value) else {
          continue
        }
        warn(
          .nestedObservableObject, at: node,
          "\(typeName).\(field.name) holds an ObservableObject "
            + "(\(displayName(of: Swift.type(of: value)))): its changes do not reach the views "
            + "that observe \(typeName); observe it with @ObservedObject in the view that reads "
            + "it, or forward its objectWillChange to \(typeName)'s")
      default:
        continue
      }
    }
  }

  private func warn(_ kind: RuntimeIssue.Kind, at node: Node, _ message: String) {
    passReport.modelWarnings.append(RuntimeIssue(kind: kind, path: node.path, message: message))
  }
}

private func isObservableObject(_ value: Any) -> Bool {
  Mirror(reflecting: value).displayStyle == .class
    && ModelKind(value as AnyObject) == .observableObject
}
