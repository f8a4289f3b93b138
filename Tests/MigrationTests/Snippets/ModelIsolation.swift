import ReadTracking
import Synchronization

/// The guide's three ways to make a model `Sendable`, which `Observations`,
/// `withContinuousObservation` and `onChange` closures require of what they capture.
enum ModelIsolation {}

extension ModelIsolation {
  // Read and written by views and main-actor code only: isolate it to the main actor.
  @MainActor final class Inbox: Observable {
    let observationRegistrar = ObservationRegistrar()
    @Tracked var messages: [String] = []
    @Tracked var isFetching = false

    func refresh(from server: MailServer) async {
      isFetching = true
      messages += await server.takeIncoming()
      isFetching = false
    }
  }

  // State that many tasks change and no view reads: an actor, which a model awaits.
  actor MailServer {
    private var incoming: [String] = []

    func receive(_ message: String) { incoming.append(message) }

    func takeIncoming() -> [String] {
      defer { incoming = [] }
      return incoming
    }
  }

  // Written from any thread: the storage behind a lock, the accessors written by hand.
  final class ImportProgress: Observable, Sendable {
    let observationRegistrar = ObservationRegistrar()
    private let count = Mutex(0)

    var imported: Int {
      observationRegistrar.access(self, keyPath: \.imported)
      return count.withLock { $0 }
    }

    func advance() {
      observationRegistrar.withMutation(of: self, keyPath: \.imported) {
        count.withLock { $0 += 1 }
      }
    }
  }
}
