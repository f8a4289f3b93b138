/// Deferred content (the rows of a `ForEach` over a binding) that a body shows directly, not
/// inside a primitive: a transparent node that reads the content in its own tracking scope,
/// so that the body does not depend on what the content reads.
struct DeferredContent: View {
  typealias Body = Never

  /// Appends the content.
  let append: (inout ViewList) -> Void
}

extension DeferredContent: PrimitiveView {
  var renderLine: String? { nil }

  func appendChildren(to list: inout ViewList) {
    list.appendDeferred(position: "", ids: [], append)
  }
}
