import ReadTracking

/// The two change policies of `@Tracked`: skip equal values (the default), or notify always.
enum EqualWrites {}

extension EqualWrites {
  final class Connection: Observable {
    let observationRegistrar = ObservationRegistrar()
    // An assignment of an equal value does not notify.
    @Tracked var status = "idle"
    // Every assignment notifies, as every `@Published` write did.
    @Tracked(.always) var lastPing = 0
  }
}
