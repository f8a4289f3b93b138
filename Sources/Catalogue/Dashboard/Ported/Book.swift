public import ReadTracking

/// A book on the dashboard.
public final class Book: Observable, Identifiable, @unchecked Sendable {
  // Safety: the workload writes from one task at a time and the view graph reads only after
  // awaiting it; the registrar makes the notification itself thread-safe.
  /// The registrar that tracks reads of the properties.
  public let observationRegistrar = ObservationRegistrar()
  /// The book's identity.
  public let id: Int
  /// The book's title.
  @Tracked public var title: String

  /// A book with an identity and a title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
