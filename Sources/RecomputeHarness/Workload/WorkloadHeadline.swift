/// What a workload's headline compares: the mean bodies recomputed per event of one kind (or
/// over the whole script), before and after a change.
///
/// For the library screen, the bodies recomputed per keystroke before and after the migration:
/// `WorkloadHeadline(tag: "keystroke", before: "A", after: "C", change: "the migration")`
/// prints `Per keystroke, before → after the migration: 47 → 2`.
///
/// `WorkloadHeadline` is `Sendable`.
public struct WorkloadHeadline: Sendable {
  /// The tag of the events averaged, such as `keystroke`; `nil` for the whole script.
  public let tag: String?
  /// The name of the variant before the change.
  public let before: String
  /// The name of the variant after the change.
  public let after: String
  /// The change, in words, such as `the migration`.
  public let change: String

  /// Creates a headline.
  ///
  /// - Parameters:
  ///   - tag: The tag of the events averaged; `nil` to total the whole script.
  ///   - before: The name of the variant before the change.
  ///   - after: The name of the variant after the change.
  ///   - change: The change, in words, such as `the migration`.
  public init(tag: String? = nil, before: String, after: String, change: String) {
    self.tag = tag
    self.before = before
    self.after = after
    self.change = change
  }
}
