/// Why the workload could not run its script on a variant.
///
/// `WorkloadError` is `Sendable`.
public enum WorkloadError: Error, Sendable, CustomStringConvertible {
  /// The row of the book to delete was not on screen.
  case rowNotFound(Variant, bookID: Int)

  /// What went wrong, naming the variant.
  public var description: String {
    switch self {
    case .rowNotFound(let variant, let bookID):
      "\(variant): no BookRow for the book with id \(bookID) is mounted"
    }
  }
}
