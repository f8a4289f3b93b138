/// A property of a class that publishes every write: to its object's `objectWillChange`, then
/// to the subscribers of its projected value, `$property`.
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var searchText = ""
/// }
///
/// let library = Library()
/// let willChange = library.objectWillChange.sink { print("old:", library.searchText) }
/// let values = library.$searchText.sink { print("new:", $0) }  // prints "new: "
/// library.searchText = "s"  // prints "old: " then "new: s"
/// ```
///
/// A write sends `objectWillChange` first, while the property still holds the old value, then
/// delivers the new value to the `$property` subscribers (the property still reads the old value
/// there too), then stores it. Every write publishes, even of an equal value: `x = x` sends,
/// and `x += 1` sends once.
///
/// `objectWillChange` is sent only when the class uses the provided one (it does not declare its
/// own) and it has been read at least once; `$property` works in any class.
///
/// `Published` is not `Sendable`. Its value has the thread-safety of a stored property: writes
/// and reads of the same property need the same synchronization as any `var` of the object
/// (subscribing to `$property` reads it). Writes to different properties, and subscribing to,
/// cancelling or sending `objectWillChange`, are safe from any thread at any time.
///
/// > Important: Subscribers run synchronously on the writing thread, before the write
/// > completes; no lock is held while they run.
@propertyWrapper
public struct Published<Value> {
  @usableFromInline
  let box: PublishedBox<Value>

  /// Creates the property with its initial value.
  ///
  /// - Parameter wrappedValue: The initial value; it is not published.
  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  /// Creates the property with its initial value; Combine's older spelling of
  /// ``init(wrappedValue:)``.
  ///
  /// - Parameter initialValue: The initial value; it is not published.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Unavailable: `@Published` is only for properties of classes.
  ///
  /// The compiler uses the enclosing-instance subscript for properties of classes, and reports
  /// a use in a struct or enum as an error; this accessor is never called.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher of this property's values: the current value on subscription, then each
  /// written value.
  ///
  /// It is settable, as Combine's, so that `assign(to: &$property)` can take it `inout`;
  /// setting it to the publisher of another property traps, since each property keeps its own
  /// subscribers.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {
      precondition(
        newValue.box === box,
        "Published<\(Value.self)>: $property can only be set to its own publisher (as "
          + "assign(to: &$property) does); it cannot take another property's")
    }
  }

  /// Reads or writes the property of `object`, publishing the write.
  ///
  /// - Parameters:
  ///   - object: The instance that holds the property.
  ///   - wrappedKeyPath: The key path of the property.
  ///   - storageKeyPath: The key path of this wrapper in `object`.
  /// - Complexity: A read is a load. A write with no subscriber is a store and two atomic loads,
  ///   plus one for each of `objectWillChange` (once read) and `$property` (once subscribed to);
  ///   otherwise it adds the subscribers' own work.
  @inlinable
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      // The box is not retained for the write: `object` is kept alive by the caller, and it
      // keeps its storage, which nothing replaces after initialization.
      Unmanaged.passUnretained(object[keyPath: storageKeyPath].box)
        ._withUnsafeGuaranteedRef { $0.write(newValue) }
    }
  }
}
