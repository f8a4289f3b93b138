/// A ``Picker`` seen without its generic types, for the host action that selects an option.
protocol PickerControl: TitledControl {
  /// The options, in order.
  var options: [PickerOption] { get }
  /// Writes `tag` through the selection binding; returns `false` when it is not of the
  /// selection's type.
  func select(_ tag: AnyHashable) -> Bool
  /// The selection's type, for errors.
  var selectionType: Any.Type { get }
}

extension Picker: PickerControl {
  func select(_ tag: AnyHashable) -> Bool {
    guard let value = tag.base as? SelectionValue else { return false }
    selection.wrappedValue = value
    return true
  }

  var selectionType: Any.Type { SelectionValue.self }
}
