internal import Synchronization

/// Operations on an atomic reference that is set at most once and then kept:
/// `Atomic<Unmanaged<Instance>?>`, holding a retained instance or `nil`.
///
/// The owner of the atomic calls ``release(_:)`` in its `deinit`. While the owner is alive, the
/// instance is alive too, so readers may use it unretained.
enum SetOnceReference {
  /// Stores `candidate` unless an instance is stored already, and returns the stored one.
  ///
  /// - Parameters:
  ///   - candidate: The instance to store if the reference is still `nil`.
  ///   - slot: The atomic reference.
  /// - Returns: `candidate`, or the instance that another thread stored first.
  static func storeIfNil<Instance: AnyObject>(
    _ candidate: Instance, in slot: borrowing Atomic<Unmanaged<Instance>?>
  ) -> Instance {
    let retained = Unmanaged.passRetained(candidate)
    let (exchanged, original) = slot.compareExchange(
      expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    guard !exchanged, let original else { return candidate }
    retained.release()
    return original.takeUnretainedValue()
  }

  /// Releases the stored instance, if any; for the owner's `deinit`.
  ///
  /// - Parameter slot: The atomic reference.
  static func release<Instance: AnyObject>(_ slot: borrowing Atomic<Unmanaged<Instance>?>) {
    slot.load(ordering: .acquiring)?.release()
  }
}
