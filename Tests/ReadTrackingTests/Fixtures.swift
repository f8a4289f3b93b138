import Foundation
import ReadTracking
import Synchronization

/// The seed's model, with `@Tracked` properties and one untracked property.
final class Library: Observable, @unchecked Sendable {
  // Safety: the tests use a library from one thread at a time; the callbacks that capture it
  // run synchronously on that thread.
  let observationRegistrar = ObservationRegistrar()
  @Tracked var books: [String] = []
  @Tracked var searchText = ""
  @Tracked var isSyncing = false
  /// Untracked: the `@ObservationIgnored` equivalent.
  var lastOpened = 0

  /// A computed property over tracked storage: tracked for free.
  var bookCount: Int { books.count }
}

/// A thread-safe model whose property is written by hand (custom storage behind a mutex).
final class Thermometer: Observable, Sendable {
  let observationRegistrar = ObservationRegistrar()
  private let storage = Lock(0)

  var celsius: Int {
    get {
      observationRegistrar.access(self, keyPath: \.celsius)
      return storage.withLock { $0 }
    }
    set {
      observationRegistrar.withMutation(of: self, keyPath: \.celsius) {
        storage.withLock { $0 = newValue }
      }
    }
  }

  /// A second property, to tell key paths apart.
  var humidity: Int {
    get {
      observationRegistrar.access(self, keyPath: \.humidity)
      return storage.withLock { $0 } + 1
    }
    set {
      observationRegistrar.withMutation(of: self, keyPath: \.humidity) {}
    }
  }

  /// Reports a mutation that throws before storing anything.
  func failToSet(_ error: any Error) throws {
    try observationRegistrar.withMutation(of: self, keyPath: \.celsius) { throw error }
  }
}

/// A custom comparison: temperatures within half a degree are the same.
enum WithinHalfADegree: TrackedChangeComparison {
  static func isUnchanged(_ oldValue: Double, _ newValue: Double) -> Bool {
    abs(oldValue - newValue) < 0.5
  }
}

/// A reference value for the identity policy.
final class Shelf: Sendable {}

/// An `Equatable` class: equal shelves compare by label.
final class LabeledShelf: Equatable, Sendable {
  let label: String
  init(label: String) { self.label = label }
  static func == (lhs: LabeledShelf, rhs: LabeledShelf) -> Bool { lhs.label == rhs.label }
}

/// Properties under each change policy.
final class Policies: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var count = 0
  @Tracked(.always) var alwaysCount = 0
  @Tracked var shelf = Shelf()
  @Tracked var labeled = LabeledShelf(label: "a")
  @Tracked(.unless(WithinHalfADegree.self)) var temperature = 20.0
}

/// A thread-safe counter of callbacks, with the values they saw.
final class Log<Value: Sendable>: Sendable {
  private let storage = Lock<[Value]>([])
  func append(_ value: Value) { storage.withLock { $0.append(value) } }
  var values: [Value] { storage.withLock { $0 } }
  var count: Int { storage.withLock { $0.count } }
}

/// Runs `body` on a new thread and waits for it.
func onNewThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.start()
  done.wait()
}

/// An identifier of the calling thread.
func currentThreadID() -> UInt {
  #if canImport(Glibc)
    UInt(pthread_self())  // glibc's `pthread_t` is an integer
  #else
    UInt(bitPattern: Int(bitPattern: pthread_self()))  // a pointer on Darwin and musl
  #endif
}
