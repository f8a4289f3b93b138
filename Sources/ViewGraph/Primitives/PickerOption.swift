/// One option of a ``Picker``: the text it shows and the value it selects.
struct PickerOption {
  let label: String
  let tag: AnyHashable?
}

/// A view that can hold picker options: the views a `Picker`'s content is made of.
protocol PickerOptionSource {
  /// Appends the options this view shows; `implicitTag` is the id of the `ForEach` element it
  /// belongs to, which SwiftUI uses as the tag of an untagged row.
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?)
}

/// Appends the options of `view`, when it can hold some.
func appendOptions(of view: any View, to options: inout [PickerOption], implicitTag: AnyHashable?) {
  (view as? any PickerOptionSource)?.appendOptions(to: &options, implicitTag: implicitTag)
}

extension Text: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    options.append(PickerOption(label: content, tag: implicitTag))
  }
}

extension Label: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    var titles: [PickerOption] = []
    ViewGraph.appendOptions(of: title, to: &titles, implicitTag: implicitTag)
    options.append(contentsOf: titles)
  }
}

extension TagView: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    var labels: [PickerOption] = []
    ViewGraph.appendOptions(of: content, to: &labels, implicitTag: nil)
    options.append(PickerOption(label: labels.first?.label ?? "", tag: AnyHashable(tag)))
  }
}

extension ForEach: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    for element in elements {
      ViewGraph.appendOptions(
        of: content(element), to: &options, implicitTag: AnyHashable(element[keyPath: id]))
    }
  }
}

extension TupleView: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    forEachChild { child in
      ViewGraph.appendOptions(of: child, to: &options, implicitTag: implicitTag)
    }
  }
}

extension Optional: PickerOptionSource where Wrapped: View {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    if let view = self { ViewGraph.appendOptions(of: view, to: &options, implicitTag: implicitTag) }
  }
}

extension _ConditionalContent: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    switch storage {
    case .trueContent(let view):
      ViewGraph.appendOptions(of: view, to: &options, implicitTag: implicitTag)
    case .falseContent(let view):
      ViewGraph.appendOptions(of: view, to: &options, implicitTag: implicitTag)
    }
  }
}

extension Group: PickerOptionSource {
  func appendOptions(to options: inout [PickerOption], implicitTag: AnyHashable?) {
    ViewGraph.appendOptions(of: content, to: &options, implicitTag: implicitTag)
  }
}
