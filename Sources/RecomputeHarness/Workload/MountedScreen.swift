public import ViewGraph

/// A screen mounted in a host, with the model it shows: what a variant hands to the events of
/// the script.
///
/// The host is how events act as a user would (typing, tapping, toggling); the model is what
/// they write to as a background service would.
///
/// `MountedScreen` is `Sendable` when its model is.
public struct MountedScreen<Model: Sendable>: Sendable {
  /// The host the screen is mounted in.
  public let host: ViewHost
  /// The model the screen shows, as the events write to it.
  public let model: Model

  /// Pairs a host with the model its screen shows.
  ///
  /// - Parameters:
  ///   - host: The host the screen is mounted in.
  ///   - model: What background writes of the script act on, often the screen's root model.
  public init(host: ViewHost, model: Model) {
    self.host = host
    self.model = model
  }
}
