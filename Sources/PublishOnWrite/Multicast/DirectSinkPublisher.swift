/// A publisher to which `sink` attaches its closure directly, as a ``SinkConduit``, instead of
/// through a ``Subscribers/Sink`` and a ``Conduit``.
///
/// A conforming publisher never completes, and offers every value to every subscriber that
/// has demand, so a closure that requested unlimited values sees exactly what a
/// ``Subscribers/Sink`` would. ``ObservableObjectPublisher`` and `$property` conform: they are
/// what a view subscribes to when it appears and cancels when it disappears.
protocol DirectSinkPublisher: Publisher {
  /// The list a sink's conduit joins.
  var sinkSubscribers: SubscriberList { get }

  /// Appends `conduit`, made with ``sinkSubscribers``, and calls it with what a new subscriber
  /// is owed (a current value), as a sink's first request would.
  func attach(_ conduit: SinkConduit<Output>)
}
