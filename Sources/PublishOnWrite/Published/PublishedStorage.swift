public import Synchronization

/// The part of a `@Published` property's storage that does not depend on its value type: the
/// link to its object's `objectWillChange` and the `$property` subscriber list.
///
/// Both references are set at most once, atomically, and read without a lock on every write.
/// The link is set by the default `objectWillChange`; the list is created by the first
/// `$property` subscription, so that a property nobody subscribes to costs one allocation.
/// Both are held strongly; nothing in them points back to the object. Being non-generic, this
/// part is released without looking up type metadata.
@usableFromInline
class PublishedStorage {
  /// The object's publisher, retained, or `nil` while `objectWillChange` has never been read.
  @usableFromInline
  let objectWillChange = Atomic<Unmanaged<ObservableObjectPublisher>?>(nil)

  /// The `$property` subscribers, retained, or `nil` before the first subscription.
  @usableFromInline
  let subscribers = Atomic<Unmanaged<SubscriberList>?>(nil)

  @usableFromInline
  init() {}

  deinit {
    SetOnceReference.release(objectWillChange)
    SetOnceReference.release(subscribers)
  }

  /// The linked publisher, if any.
  var linkedPublisher: ObservableObjectPublisher? {
    objectWillChange.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  /// Links `candidate` unless a publisher is linked already, and returns the linked one.
  func link(to candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
    SetOnceReference.storeIfNil(candidate, in: objectWillChange)
  }

  /// The `$property` subscriber list, created on first use.
  var subscriberList: SubscriberList {
    subscribers.load(ordering: .acquiring)?.takeUnretainedValue()
      ?? SetOnceReference.storeIfNil(SubscriberList(), in: subscribers)
  }
}
