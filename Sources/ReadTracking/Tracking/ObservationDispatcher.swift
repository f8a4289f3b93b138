/// What the scopes of many subjects share as their handler: one function, told the event and
/// the number of the subject whose scope fired.
///
/// A view runtime makes one per graph and gives each node's scope the node's id with it, so that
/// no handler object is made per node: the scope stores the dispatcher and the id in the two
/// words a closure took.
///
/// The function runs as a scope's handler does: at most once per scope, on the thread that made
/// the event, with no lock held. It must not capture anything that holds the scopes (a node or
/// its state), or the scopes would keep it alive: what it needs of a subject it finds by the id.
///
/// `ObservationDispatcher` is `Sendable`.
@usableFromInline
package final class ObservationDispatcher: Sendable {
  /// What a scope that fired calls, with its event and its subject's id.
  let deliver: @Sendable (ObservationTracking.Event, Int) -> Void

  /// Makes a dispatcher that calls `deliver` with each event and the id its scope was given.
  package init(_ deliver: @escaping @Sendable (ObservationTracking.Event, Int) -> Void) {
    self.deliver = deliver
  }
}
