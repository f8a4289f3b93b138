/// A control that selects one of its options, bound to the selection.
///
/// The options are the views of its content, each tagged with ``View/tag(_:)`` (or, in a
/// `ForEach`, identified by its id), shown by their text:
///
/// ```swift
/// Picker("Sort", selection: $order) {
///   Text("Title").tag(Order.title)
///   Text("Author").tag(Order.author)
/// }
/// ```
///
/// ``ViewHost/select(_:in:)`` picks an option by its text. The options are not nodes (as in a
/// menu that is closed); the picker is a control: it reads its binding when it updates, not in
/// the body that made it. Not `Sendable` (it holds a binding and views).
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// The type of the body: a primitive has none.
  public typealias Body = Never

  /// The picker's title, which is also how a host finds it.
  public let title: String
  /// The selected value.
  public let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// The options, in order.
  var options: [PickerOption] {
    var options: [PickerOption] = []
    appendOptions(of: content, to: &options, implicitTag: nil)
    return options
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a text title.
  ///
  /// - Parameters:
  ///   - title: The picker's title.
  ///   - selection: The selected value, which the picker reads and writes.
  ///   - content: The options, each tagged with its value.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    label = Text(title)
    self.content = content()
  }
}

extension Picker {
  /// Creates a picker with a label view; a host finds it by the label's text.
  ///
  /// - Parameters:
  ///   - selection: The selected value, which the picker reads and writes.
  ///   - content: The options, each tagged with its value.
  ///   - label: The picker's label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    let label = label()
    var titles: [PickerOption] = []
    appendOptions(of: label, to: &titles, implicitTag: nil)
    title = titles.first?.label ?? ""
    self.selection = selection
    self.label = label
    self.content = content()
  }
}

extension Picker: ControlView {
  var resolvedLine: String {
    let selected = selection.wrappedValue
    let shown = options.first { $0.tag == AnyHashable(selected) }?.label ?? "\(selected)"
    return "Picker(\(title.quotedLiteral), selection: \(shown.quotedLiteral))"
  }
}
