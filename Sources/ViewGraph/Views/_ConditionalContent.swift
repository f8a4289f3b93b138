/// The result of an `if`/`else` in a ``ViewBuilder``: one of two branches.
///
/// The two branches are different identities even when they have the same type, so switching
/// branch destroys the state of the one that leaves. Not `Sendable` (it holds views).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// The type of the body: conditional content is expanded by the graph.
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: ViewListContent {
  func appendElements(to list: inout ViewList, position: String, ids: ExplicitIDs) {
    switch storage {
    case .trueContent(let content):
      list.append(content, position: ViewList.position(position, "if"), ids: ids)
    case .falseContent(let content):
      list.append(content, position: ViewList.position(position, "else"), ids: ids)
    }
  }
}
