/// The value of one `@State` field of one identity, kept in the node's slot.
final class StateLocation<Value>: AnyStateLocation {
  private(set) var value: Value
  var context: DynamicPropertyContext

  init(value: Value, context: DynamicPropertyContext) {
    self.value = value
    self.context = context
  }

  var anyValue: Any { value }

  /// Stores `newValue` and marks the node dirty, unless the write is misuse or changes nothing.
  func set(_ newValue: Value) {
    if context.isEvaluatingBody {
      context.reportIssue(
        .stateModifiedDuringUpdate,
        RuntimeIssue.Kind.stateModifiedDuringUpdateWarning
          + " (\(context.label) of \(context.viewPath) was not changed)")
      return
    }
    if areEqual(value, newValue) == true { return }
    value = newValue
    context.invalidate()
  }
}

/// A state location seen without its value type, for snapshots.
protocol AnyStateLocation: AnyObject {
  var anyValue: Any { get }
}
