/// One update of a control from its binding, without a body: a write through the binding
/// invalidated the control, and the pass showed the new value.
///
/// A control reads its binding when it updates, not inside the body that made it, so this is
/// not a body evaluation and is not counted; it is how a person sees where a typed character
/// went. The same holds for a primitive that reads a binding for its children: the container
/// of a `ForEach($items)`'s rows (`VStack`, `List`…), which makes them again when the
/// collection changes, and a presentation (`PresentationSlot`), which mounts or unmounts a
/// sheet or an alert. `ControlUpdate` is `Sendable`.
public struct ControlUpdate: Hashable, Sendable {
  /// Which pass of the flush it happened in: 0 for the pass itself, then the follow-ups.
  public let pass: Int
  /// The control's identity path, such as `LibraryScreen/VStack/SearchField/HStack/TextField`.
  public let path: String
  /// The control's type, such as `TextField`.
  public let viewType: String
  /// What the control read that changed: `_text` for a `@State` value, `Library.searchText` for
  /// a tracked property.
  public let reasons: [EvaluationReason]
  /// Whether the control shows something else than before.
  public let outputChanged: Bool

  /// The update as one line, in the words of `_printChanges()` and saying that no body ran,
  /// such as `TextField: Library.searchText changed. (control update, no body)`.
  public var line: String {
    "\(viewType): \(reasons.map(\.description).joined(separator: ", ")) changed. "
      + "(control update, no body)"
  }
}
