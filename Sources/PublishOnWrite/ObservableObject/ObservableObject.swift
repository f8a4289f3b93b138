/// A class whose changes are announced, before they happen, by a publisher.
///
/// A class that only declares `@Published` properties needs nothing else: its
/// ``objectWillChange`` is provided, and every write to one of those properties sends it.
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var searchText = ""
///   @Published var isSyncing = false
/// }
///
/// let library = Library()
/// let token = library.objectWillChange.sink { print("will change") }
/// library.isSyncing = true  // prints "will change"
/// ```
///
/// A class may declare its own `objectWillChange`, of any ``Publisher`` type that never fails;
/// then
/// `@Published` properties do not send it, and the class sends it itself.
///
/// The protocol does not require `Sendable`; see ``ObservableObjectPublisher`` and
/// ``Published`` for what is safe across threads.
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``; ``ObservableObjectPublisher`` unless the class declares
  /// its own.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// The publisher that sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}
