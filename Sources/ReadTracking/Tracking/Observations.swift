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
/// registrations. An error thrown by the closure ends the sequence with that error; a closure
/// given to ``untilFinished(_:)`` ends it by returning ``Iteration/finish``.
///
/// `Observations` is `Sendable`; each iterator is used by one task.
///
/// > Important: Only reads made synchronously by the closure are tracked; the closure is called
/// > without suspending, so no other work reads into its access list. A closure isolated to
/// > an actor other than the one that writes gets no coalescing guarantee: it may see a burst
/// > in more than one value, but never misses the last one.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What an ``untilFinished(_:)`` closure returns: the next element, or the end of the sequence.
  ///
  /// `Iteration` is `Sendable`.
  public enum Iteration: Sendable {
    /// The next element of the sequence.
    case next(Element)
    /// The end of the sequence: `next()` returns `nil` from now on.
    case finish
  }

  /// The closure, as it was given: `@isolated(any)` closures cannot be wrapped in another that
  /// keeps their isolation, so the two forms are kept apart.
  fileprivate enum Emit: Sendable {
    case element(@isolated(any) @Sendable () throws(Failure) -> Element)
    case iteration(@isolated(any) @Sendable () throws(Failure) -> Iteration)

    var isolation: (any Actor)? {
      switch self {
      case .element(let emit): emit.isolation
      case .iteration(let emit): emit.isolation
      }
    }

    /// Calls the closure synchronously, on its isolation, which the caller holds.
    ///
    /// - Parameter isolation: The closure's isolation (checked).
    /// - Returns: What the closure returned, as an iteration.
    /// - Throws: What the closure throws.
    func callSynchronously(isolation: isolated (any Actor)?) throws(Failure) -> Iteration {
      precondition(
        isolation.map(ObjectIdentifier.init) == self.isolation.map(ObjectIdentifier.init),
        "ReadTracking: an Observations closure was called off its isolation")
      // Safety: an `@isolated(any)` function value is a thick function (its isolation travels in
      // its context) whose body is synchronous, so it can be called as the plain function type
      // of the same signature; doing so skips only the hop to its isolation, which the caller
      // already holds (checked above). The toolchain's `Observations` calls it the same way.
      switch self {
      case .element(let emit):
        return .next(try unsafeBitCast(emit, to: (() throws(Failure) -> Element).self)())
      case .iteration(let emit):
        return try unsafeBitCast(emit, to: (() throws(Failure) -> Iteration).self)()
      }
    }
  }

  private let emit: Emit

  /// Creates the sequence of the values of `emit`.
  ///
  /// - Parameter emit: The closure to evaluate; it inherits the caller's actor isolation.
  public init(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
  ) {
    self.emit = .element(emit)
  }

  /// Creates the sequence of the elements `emit` returns, until it returns
  /// ``Iteration/finish`` (or throws).
  ///
  /// ```swift
  /// let progress = Observations.untilFinished { () -> Observations<Double, Never>.Iteration in
  ///   download.isDone ? .finish : .next(download.fraction)
  /// }
  /// ```
  ///
  /// - Parameter emit: The closure to evaluate; it inherits the caller's actor isolation.
  /// - Returns: The sequence.
  public static func untilFinished(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> Observations<Element, Failure> {
    Observations(emit: .iteration(emit))
  }

  private init(emit: Emit) {
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
    private let emit: Emit
    private let signal = ChangeSignal()
    private var scope: ObservationScope?
    private var started = false
    private var finished = false

    fileprivate init(emit: Emit) {
      self.emit = emit
    }

    /// Returns the current value at first, then the value after the next change.
    ///
    /// - Parameter actor: The caller's isolation.
    /// - Returns: The next value, or `nil` when the sequence ended (the iterating task was
    ///   cancelled, or an ``Observations/untilFinished(_:)`` closure returned
    ///   ``Observations/Iteration/finish``).
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
        let (iteration, scope) = try await Self.evaluate(
          isolation: emit.isolation, emit: emit, signal: signal)
        self.scope = scope
        switch iteration {
        case .next(let element):
          return element
        case .finish:
          finish()
          return nil
        }
      } catch {
        finish()
        throw error
      }
    }

    private mutating func finish() {
      finished = true
      scope?.cancel()
      scope = nil
    }

    /// Evaluates `emit` on its own isolation, inside a one-shot tracking scope that signals.
    ///
    /// The closure is called synchronously: the access list is current on this thread from the
    /// first read to the last, with no suspension in between, so no other work can read into it.
    private static func evaluate(
      isolation: isolated (any Actor)?, emit: Emit, signal: ChangeSignal
    ) throws(Failure) -> (Iteration, ObservationScope?) {
      let (iteration, reads) = try AccessList.collect { () throws(Failure) -> Iteration in
        try emit.callSynchronously(isolation: isolation)
      }
      if case .finish = iteration { return (iteration, nil) }
      let installed = ObservationScope.install(
        consume reads, options: [.willSet, .deinit], handler: .plain { signal.fire() })
      return (iteration, installed)
    }
  }
}
