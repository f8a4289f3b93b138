public import Synchronization

/// The storage of one `@Published` property: its value, plus (in the base class) its `$property`
/// subscribers and its link to the object's `objectWillChange`.
///
/// Not `Sendable`: the value has the thread-safety of a stored property of the object; the
/// subscriber list and the link are safe from any thread.
@usableFromInline
final class PublishedBox<Value>: PublishedStorage {
  /// The stored value, as the property's getter returns it.
  ///
  /// Exclusivity is not checked dynamically: no access to it is held while other code runs (the
  /// getter copies it out, a write stores it after the subscribers have returned).
  @usableFromInline
  @exclusivity(unchecked)
  var value: Value

  /// The value being delivered to `$property` subscribers by the write in progress, if any; a
  /// subscriber added during that delivery starts from it.
  ///
  /// A pointer, valid while the delivery runs, rather than an optional copy: the write copies
  /// nothing, and reading it needs no `Optional<Value>` metadata, which unspecialized code (a
  /// subscription made through a generic `sink`) would look up on every subscription.
  @usableFromInline
  @exclusivity(unchecked)
  var valueBeingPublished: UnsafePointer<Value>?

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  /// Sends `objectWillChange`, delivers `newValue` to the `$property` subscribers, then stores
  /// it.
  ///
  /// With no subscriber anywhere this is the store and two atomic loads, one per link, plus one
  /// per link that is set (the load of its subscriber count).
  @inlinable
  @inline(never)
  func write(_ newValue: Value) {
    if hasNoSubscriber {
      value = newValue
    } else {
      publishAndStore(newValue)
    }
  }

  /// Whether neither the object's publisher nor `$property` has a subscriber.
  ///
  /// The publisher and the list are read unretained: this box keeps them, and the object, which
  /// the caller keeps alive, keeps this box.
  @inlinable
  var hasNoSubscriber: Bool {
    if let publisher = objectWillChange.load(ordering: .acquiring),
      !publisher._withUnsafeGuaranteedRef({ $0.subscribers.isEmpty })
    {
      return false
    }
    if let list = subscribers.load(ordering: .acquiring),
      !list._withUnsafeGuaranteedRef({ $0.isEmpty })
    {
      return false
    }
    return true
  }

  /// The write with subscribers: sends `objectWillChange`, delivers to `$property`, stores.
  @inlinable
  @inline(never)
  func publishAndStore(_ newValue: Value) {
    if let publisher = objectWillChange.load(ordering: .acquiring) {
      publisher._withUnsafeGuaranteedRef { $0.send() }
    }
    if let list = subscribers.load(ordering: .acquiring) {
      list._withUnsafeGuaranteedRef { publish(newValue, to: $0) }
    }
    value = newValue
  }

  /// Delivers `newValue` to the `$property` subscribers in `list`.
  @inlinable
  func publish(_ newValue: Value, to list: SubscriberList) {
    guard !list.isEmpty else { return }
    withUnsafePointer(to: newValue) { pointer in
      let outer = valueBeingPublished
      valueBeingPublished = pointer
      list.deliver(pointer.pointee, failure: Never.self)
      valueBeingPublished = outer
    }
  }

  /// What a new subscriber starts from: the value being written, during a delivery, or the
  /// stored value.
  var valueForNewSubscriber: Value {
    if let valueBeingPublished { valueBeingPublished.pointee } else { value }
  }

  /// Attaches `subscriber`, owed the current value (or the value being written) at its first
  /// request.
  func subscribe(_ subscriber: some Subscriber<Value, Never>) {
    let list = subscriberList
    let conduit = Conduit(subscriber, list: list) { [self] in valueForNewSubscriber }
    _ = list.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  /// Subscribes `receiveValue` directly, as `sink` does, and calls it with the current value (or
  /// the value being written).
  func attachSink(_ receiveValue: @escaping (Value) -> Void) -> SinkConduit<Value> {
    let conduit = subscriberList.appendSink(receiveValue)
    receiveValue(valueForNewSubscriber)
    return conduit
  }

  /// Writes every value `upstream` delivers, for as long as this storage lives.
  func assign(from upstream: some PublishOnWrite.Publisher<Value, Never>) {
    let token = upstream.sink { [weak self] in self?.write($0) }
    subscriberList.retain(token)
  }
}
