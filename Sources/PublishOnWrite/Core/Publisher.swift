/// A type that can deliver a sequence of values over time to subscribers, as Combine's
/// `Publisher`.
///
/// A publisher declares the type of its values (`Output`) and of the error that may end it
/// (`Failure`, `Never` for a publisher that cannot fail). ``receive(subscriber:)`` attaches a
/// ``Subscriber``: the publisher hands it a ``Subscription``, the subscriber requests values
/// with ``Subscribers/Demand``, and the publisher sends at most that many values, then at most
/// one ``Subscribers/Completion``.
///
/// Most code does not implement subscribers: it chains operators (``map(_:)``,
/// ``filter(_:)``, ``removeDuplicates()`` …) and ends with ``sink(receiveValue:)``,
/// ``assign(to:on:)`` or ``assign(to:)``.
///
/// ```swift
/// final class Search: ObservableObject {
///   @Published var query = ""
///   @Published var resultCount = 0
///   private var bag = Set<AnyCancellable>()
///
///   init() {
///     $query.map(\.count).assign(to: &$resultCount)
///     $query.dropFirst().sink { [weak self] in self?.log($0) }.store(in: &bag)
///   }
///   func log(_ query: String) {}
/// }
/// ```
///
/// The publishers of this module (``ObservableObjectPublisher``, `$property`,
/// ``PassthroughSubject``, ``CurrentValueSubject`` and the operators) are safe to use from any
/// thread: their state is behind locks, and subscribers are called with no lock held.
public protocol Publisher<Output, Failure> {
  /// The type of the values the publisher delivers.
  associatedtype Output

  /// The type of the error that may end the publisher; `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber` to this publisher.
  ///
  /// Call ``subscribe(_:)`` rather than this method; operators implement it.
  ///
  /// - Parameter subscriber: The subscriber to attach; it receives a subscription at once.
  func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure
}
