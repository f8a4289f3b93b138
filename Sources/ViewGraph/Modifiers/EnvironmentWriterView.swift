/// A view that sets an environment value for its content, made by
/// ``View/environment(_:_:)``.
///
/// Not `Sendable` (it holds a key path and a view).
nonisolated public struct EnvironmentWriterView<Content: View, Value>: View {
  /// The type of the body: the graph expands it.
  public typealias Body = Never

  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
}

extension EnvironmentWriterView: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.append(content, position: "", ids: [])
  }

  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues {
    // Reusing the previous environment when nothing changed keeps its identity, so the subtree
    // below is not walked for an environment change that did not happen.
    if let previous, let old = previous.view as? Self,
      parent.isIdentical(to: previous.parentEnvironment), old.keyPath == keyPath,
      areEqual(old.value, value) == true
    {
      return previous.childEnvironment
    }
    var environment = parent
    environment[keyPath: keyPath] = value
    return environment
  }
}
