public import Synchronization

/// The part of a `@Published` property's storage that points to its object's
/// `objectWillChange`.
///
/// The pointer is set at most once, atomically, by the default `objectWillChange`, and read
/// without a lock on every write. It holds the publisher strongly; nothing in the publisher
/// points back to the object.
@usableFromInline
class PublishedLink {
  /// The object's publisher, retained, or `nil` while `objectWillChange` has never been read.
  @usableFromInline
  let objectWillChange = Atomic<Unmanaged<ObservableObjectPublisher>?>(nil)

  @usableFromInline
  init() {}

  deinit {
    objectWillChange.load(ordering: .acquiring)?.release()
  }

  /// The linked publisher, if any.
  var linkedPublisher: ObservableObjectPublisher? {
    objectWillChange.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  /// Links `candidate` unless a publisher is linked already, and returns the linked one.
  func link(to candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
    let retained = Unmanaged.passRetained(candidate)
    let (exchanged, original) = objectWillChange.compareExchange(
      expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    guard !exchanged, let original else { return candidate }
    retained.release()
    return original.takeUnretainedValue()
  }
}
