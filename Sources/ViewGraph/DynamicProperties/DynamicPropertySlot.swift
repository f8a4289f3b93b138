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
  ///
  /// Kept in a private stored property that is accessed with no dynamic exclusivity check: each
  /// access to it is a read or an assignment of the reference, never one that stays open while other code runs (an `inout` argument or
  /// a `modify` works on a copy, assigned back at its end), so no two accesses can overlap.
  public var storage: AnyObject? {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// What ``storage`` reads and assigns, with no dynamic exclusivity check.
  ///
  /// A `@State` install reads it at every evaluation and assigns it at the first, and the
  /// checked access cost about 100 instructions each time. Used on the main actor only, like
  /// the slot.
  @exclusivity(unchecked) private var storedValue: AnyObject?

  init(label: String) {
    self.label = label
  }

  func destroy() {
    storage = nil
  }
}
