public import PublishOnWrite

/// A book on the dashboard.
public final class Book: ObservableObject, Identifiable, @unchecked Sendable {
  // Safety: the workload writes from one task at a time and the view graph reads only after
  // awaiting it; `@Published` makes the delivery itself thread-safe.
  /// The book's identity.
  public let id: Int
  /// The book's title.
  @Published public var title: String

  /// A book with an identity and a title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
