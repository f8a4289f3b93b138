extension ViewHost {
  /// Picks the option shown as `option` in the picker titled `title`, then runs a pass.
  ///
  /// - Parameters:
  ///   - option: The option's text, such as `"Author"`.
  ///   - title: The picker's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no picker, or more than one, has that title, when it is
  ///   disabled, when no option (or more than one) shows that text, or when the option's tag is
  ///   not of the selection's type.
  @discardableResult
  public func select(_ option: String, in title: String) throws(ViewHostError) -> PassReport {
    let picker = try control(
      "Picker", titled: title, as: { $0 as? any PickerControl }, title: \.title
    ).view
    let options = picker.options
    let matches = options.filter { $0.label == option }
    guard matches.count == 1, let tag = matches[0].tag else {
      let labels = options.map(\.label.debugDescription).joined(separator: ", ")
      throw .refused(
        "Picker", title,
        matches.isEmpty
          ? "no option \(option.debugDescription); the options are \(labels)"
          : matches.count > 1
            ? "\(matches.count) options show \(option.debugDescription)"
            : "the option \(option.debugDescription) has no tag")
    }
    guard picker.select(tag) else {
      throw .refused(
        "Picker", title,
        "the option \(option.debugDescription) is tagged with a \(Swift.type(of: tag.base)), but "
          + "the selection is a \(picker.selectionType)")
    }
    return flush()
  }

  /// Taps "+" on the stepper titled `title`, then runs a pass.
  ///
  /// - Parameter title: The stepper's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no stepper, or more than one, has that title, when it is
  ///   disabled, or when its increment is disabled (`onIncrement: nil`).
  @discardableResult
  public func increment(_ title: String) throws(ViewHostError) -> PassReport {
    try step(title, \.onIncrement, "increment")
  }

  /// Taps "−" on the stepper titled `title`, then runs a pass.
  ///
  /// - Parameter title: The stepper's title.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no stepper, or more than one, has that title, when it is
  ///   disabled, or when its decrement is disabled (`onDecrement: nil`).
  @discardableResult
  public func decrement(_ title: String) throws(ViewHostError) -> PassReport {
    try step(title, \.onDecrement, "decrement")
  }

  private func step(
    _ title: String, _ action: KeyPath<Stepper, (() -> Void)?>, _ name: String
  ) throws(ViewHostError) -> PassReport {
    let stepper = try control(Stepper.self, titled: title, title: \.title).view
    guard let perform = stepper[keyPath: action] else {
      throw .refused("Stepper", title, "its \(name) is disabled")
    }
    perform()
    return flush()
  }

  /// Drags the slider labelled `title` to `value`, then runs a pass.
  ///
  /// The value is snapped to the slider's step, as a drag would leave it; `onEditingChanged`
  /// is called with `true` before and `false` after.
  ///
  /// - Parameters:
  ///   - title: The slider's label; empty for a slider without one.
  ///   - value: Where to drag it, within its bounds.
  /// - Returns: The pass that followed.
  /// - Throws: ``ViewHostError`` when no slider, or more than one, has that label, when it is
  ///   disabled, or when `value` is outside its bounds.
  @discardableResult
  public func slide(_ title: String = "", to value: Double) throws(ViewHostError) -> PassReport {
    let slider = try control(Slider.self, titled: title, title: \.title).view
    guard slider.bounds.contains(value) else {
      throw .refused(
        "Slider", title,
        "\(value) is outside its bounds \(slider.bounds.lowerBound)...\(slider.bounds.upperBound)")
    }
    slider.onEditingChanged(true)
    slider.setValue(slider.snapped(value))
    slider.onEditingChanged(false)
    return flush()
  }
}
