/// Runs `apply`, recording the tracked properties it reads, and calls `onChange` once, when one
/// of them is about to change.
///
/// This is the toolchain's `withObservationTracking(_:onChange:)`, with the same semantics:
/// - Only reads made on the calling thread while `apply` runs are recorded.
/// - `onChange` runs at most once, synchronously, on the thread that mutates the property, at
///   `willSet` (the old value is still visible). Every registration of the scope is removed
///   before it runs.
/// - A scope opened inside `apply` merges what it read into this one.
/// - If `apply` reads nothing, nothing is installed and `onChange` is not even evaluated.
///
/// Where this differs from toolchain 6.3, on purpose (the module documentation lists them all):
/// - A write from another thread between a read and the installation is not lost: the scope
///   fires at once, on the installing thread (swiftlang/swift #86719). The check is per object,
///   so a write to another property of an object the scope read also counts (a spurious but
///   harmless notification).
/// - A one-shot scope never fires twice, even with concurrent writers.
/// - A scope installed while a write is in progress (typically from another scope's `onChange`,
///   which runs at `willSet` and so reads the old value) fires at that write's `didSet`.
/// - A tracked write inside `onChange` does not re-enter the scope that is firing.
///
/// ```swift
/// let title = withObservationTracking {
///   library.searchText
/// } onChange: {
///   print("searchText will change")
/// }
/// ```
///
/// > Important: `onChange` runs on the writer's thread, inside the write, with no lock held.
/// > Re-entrancy: a tracked write made inside `onChange` notifies the other scopes observing
/// > that property, but not this one again (it was claimed before `onChange` ran), so it neither
/// > deadlocks nor recurses, and the update reaches every other observer. Because `onChange`
/// > runs before the outer write stores its value, a write to the *same* property inside
/// > `onChange` is overwritten by the outer write when it completes (as with the toolchain).
///
/// - Parameters:
///   - apply: The work whose reads are tracked.
///   - onChange: The closure to call once when a tracked property is about to change.
/// - Returns: The value `apply` returned.
/// - Complexity: O(*r*) for *r* distinct properties read, plus one registrar lock per object.
@inlinable
public func withObservationTracking<T>(
  _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  // Inlined so that the generic part (calling `apply`) is specialized in the caller; the rest is
  // non-generic.
  withUnsafeTemporaryAllocation(of: AccessList.self, capacity: 1) { buffer in
    let list = buffer.baseAddress!
    let previous = AccessList.open(list)
    let result = apply()
    AccessList.closeAndInstall(list, previous: previous, onChange: onChange)
    return result
  }
}
