/// An asynchronous sequence of the values of a closure over tracked properties, re-evaluated
/// after they change (SE-0475).
///
/// The first value is produced at once. After that, the sequence waits for a change to a
/// property the last evaluation read (its `willSet`, or the deallocation of an object it read
/// from), then evaluates the closure again on the closure's isolation. Because the evaluation
/// is enqueued on that isolation, a synchronous burst of writes made there is coalesced into
/// one transaction: the next value is the one after the burst.
///
/// ```swift
/// @MainActor func watch(_ library: Library) async {
///   for await text in Observations({ library.searchText }) {
///     print(text)   // "", then "swift" after `searchText = "s"; …; searchText = "swift"`
///   }
/// }
/// ```
///
/// Cancelling the iterating task ends the sequence (`next()` returns `nil`) and removes its
/// registrations. An error thrown by the closure ends the sequence with that error.
///
/// `Observations` is `Sendable`; each iterator is used by one task.
///
/// > Important: Only reads made synchronously by the closure are tracked. A closure isolated to
/// > an actor other than the one that writes gets no coalescing guarantee: it may see a burst
/// > in more than one value, but never misses the last one.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  private let emit: @isolated(any) @Sendable () throws(Failure) -> Element

  /// Creates the sequence of the values of `emit`.
  ///
  /// - Parameter emit: The closure to evaluate; it inherits the caller's actor isolation.
  public init(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
  ) {
    self.emit = emit
  }

  /// Creates an iterator; each iterator tracks on its own.
  ///
  /// - Returns: An iterator whose first `next()` returns the current value.
  public func makeAsyncIterator() -> Iterator {
    Iterator(emit: emit)
  }

  /// The iterator of ``Observations``; not `Sendable`, it belongs to the task that iterates.
  public struct Iterator: AsyncIteratorProtocol {
    private let emit: @isolated(any) @Sendable () throws(Failure) -> Element
    private let signal = ChangeSignal()
    private var tracking: ObservationTracking?
    private var started = false
    private var finished = false

    fileprivate init(emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
      self.emit = emit
    }

    /// Returns the current value at first, then the value after the next change.
    ///
    /// - Parameter actor: The caller's isolation.
    /// - Returns: The next value, or `nil` when the iterating task was cancelled.
    /// - Throws: What the closure throws; the sequence ends with it.
    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      guard !finished else { return nil }
      if started {
        await signal.wait()
      }
      started = true
      guard !Task.isCancelled else {
        finish()
        return nil
      }
      do {
        let (value, tracking) = try await Self.evaluate(
          isolation: emit.isolation, emit: emit, signal: signal)
        self.tracking = tracking
        return value
      } catch {
        finish()
        throw error
      }
    }

    private mutating func finish() {
      finished = true
      tracking?.cancel()
      tracking = nil
    }

    /// Evaluates `emit` on its own isolation, inside a one-shot tracking scope that signals.
    ///
    /// This function runs on `emit`'s isolation, so awaiting `emit` does not suspend: the
    /// runtime only switches executors when they differ. The reads therefore happen on this
    /// thread, where the access list is current.
    private static func evaluate(
      isolation: isolated (any Actor)?,
      emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element,
      signal: ChangeSignal
    ) async throws(Failure) -> (Element, ObservationTracking) {
      let list = UnsafeMutablePointer<AccessList>.allocate(capacity: 1)
      defer { list.deallocate() }
      let previous = AccessList.open(list)
      let result: Result<Element, Failure>
      do throws(Failure) {
        result = .success(try await emit())
      } catch {
        result = .failure(error)
      }
      let reads = AccessList.close(list, previous: previous)
      let value = try result.get()
      let installed = TrackingScope.install(
        consume reads, options: [.willSet, .deinit], handler: .plain { signal.fire() })
      return (value, .token(for: installed))
    }
  }
}
