/// A view whose text a button made with a label closure takes as its title: `Text` and a
/// `Label` whose title is a `Text`.
nonisolated protocol TextualLabel: View {
  /// The text the view shows, or `nil` when it shows none known without evaluating a body.
  var labelText: String? { get }

  /// The image beside the text, if any.
  var labelIcon: Image? { get }
}
