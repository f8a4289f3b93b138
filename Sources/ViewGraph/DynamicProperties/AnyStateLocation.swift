/// A state location seen without its value type: for snapshots, and for the readers the graph
/// registers and removes.
///
/// A class rather than a protocol, so that a node keeps a location it read in one word, not in
/// an existential's two. Its stored `var`s are `@exclusivity(unchecked)` (see ``Node`` for why
/// that is sound).
class AnyStateLocation {
  /// The label of the `@State` field that owns the value, such as `_text`.
  final let label: String
  /// The nodes that read the value since their last evaluation, by node id, each with the
  /// field label its invalidation names.
  @exclusivity(unchecked) final private(set) var readers = StateReaders()
  /// The graph's tracking session in which this location was last recorded as read (see
  /// ``StateReadTracker/trackingSession``): a read in that same session is already recorded.
  @exclusivity(unchecked) final var recordedSession = 0

  /// Makes the location of the field `label`.
  init(label: String) {
    self.label = label
  }

  /// The value, read without being tracked; ``StateLocation`` gives it.
  var anyValue: Any {
    preconditionFailure("\(type(of: self)) does not override anyValue")
  }

  /// Makes the node with id `id` a reader, invalidated with the reason `label` on a write.
  final func addReader(id: Int, label: String) {
    readers.insert(id: id, label: label)
  }

  /// Forgets the reader with id `id`.
  final func removeReader(id: Int) {
    readers.remove(id: id)
  }
}
