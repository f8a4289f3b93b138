/// One subscriber to values of type `Output`.
///
/// Safety: `@unchecked Sendable` (the base class is not final) with only immutable `Sendable`
/// state: the closure and, in the base class, an atomic.
@usableFromInline
final class Subscription<Output>: AnySubscription, @unchecked Sendable {
  /// The subscriber.
  @usableFromInline
  let receive: @Sendable (Output) -> Void

  init(receive: @escaping @Sendable (Output) -> Void) {
    self.receive = receive
  }
}
