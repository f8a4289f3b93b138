import NestedCollectionPorted
import ReadTracking

/// The task whose details are shown: an object the rows hold, so that selecting writes it
/// without a closure from the screen.
final class Selection: Observable {
  let observationRegistrar = ObservationRegistrar()
  /// The task in the sheet, or `nil` when none is.
  @Tracked var todo: Todo?
}
