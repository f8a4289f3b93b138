import PublishOnWrite

/// The same property, `@Published`.
final class PublishedModel: ObservableObject {
  @Published var count = 0
}
