import MechanicalPort
import ReadTracking
import Synchronization

/// When the two kinds of `onChange` run, relative to the store.
enum WillSetTiming {}

extension WillSetTiming {
  /// Renames `book` and returns the title a one-shot `onChange` saw.
  static func titleSeenAtWillSet(of book: Book, renamingTo title: String) -> String? {
    let seen = Mutex<String?>(nil)
    withObservationTracking {
      _ = book.title
    } onChange: {
      seen.withLock { $0 = book.title }  // runs before the store: the old title
    }
    book.title = title
    return seen.withLock { $0 }
  }

  /// Renames `book` and returns the title a `didSet` observation saw.
  static func titleSeenAtDidSet(of book: Book, renamingTo title: String) -> String? {
    let seen = Mutex<String?>(nil)
    _ = withObservationTracking(options: .didSet) {
      book.title
    } onChange: { _ in
      seen.withLock { $0 = book.title }  // runs after the store: the new title
    }
    book.title = title
    return seen.withLock { $0 }
  }
}
