/// The per-node storage of one dynamic property of a view.
///
/// A slot is created, empty, when the view's identity first appears, and is destroyed when the
/// identity leaves the tree: ``storage`` is set to `nil` then, releasing whatever the property
/// kept there (a ``State``'s value, an owned object or a subscription).
///
/// Not `Sendable`: slots are used on the main actor, during passes.
public final class DynamicPropertySlot {
  /// The field's label, such as `_count`.
  public let label: String
  /// Whatever the property keeps for the identity's lifetime; `nil` before first install.
  public var storage: AnyObject?
  init(label: String) {
    self.label = label
  }

  func destroy() {
    storage = nil
  }
}
