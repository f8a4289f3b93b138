/// A stored property of an `ObservableObject` that deliberately does not publish: writing it
/// sends no `objectWillChange`.
///
/// A plain stored `var` behaves the same; the wrapper says that it is on purpose, so that
/// ViewGraph's audit, which reports an unpublished property a view shows, and a reader of the
/// code both know that no view is meant to follow it:
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var books: [Book] = []
///   @Unpublished private var nextID = 0   // no view shows it
/// }
/// ```
///
/// The name is `@Published`'s, negated, because that is the vocabulary of `ObservableObject`
/// code: `@ObservationIgnored` belongs to read-tracking models, whose registrar it opts a
/// property out of; an `ObservableObject` has no registrar, only `@Published` properties that
/// publish and the others, which do not.
///
/// `Unpublished` is `Sendable` when `Value` is.
@propertyWrapper
public struct Unpublished<Value> {
  /// The property's value.
  public var wrappedValue: Value

  /// Creates the property with its initial value.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

extension Unpublished: Sendable where Value: Sendable {}
