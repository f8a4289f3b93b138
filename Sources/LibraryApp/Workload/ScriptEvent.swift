/// One step of the event script of the library screen.
///
/// `ScriptEvent` is `Sendable`.
public enum ScriptEvent: Hashable, Sendable, CustomStringConvertible {
  /// One character typed into the "Search" field.
  case keystroke(Character)
  /// A sync starts: `isSyncing` becomes `true`, written from a background task.
  case syncStarts
  /// The sync appends one new book, from a background task.
  case bookDelivered
  /// The sync renames the first book, from a background task.
  case bookRenamed
  /// The second book is deleted with its row's "Delete" button.
  case bookDeleted
  /// The sync ends: `isSyncing` becomes `false`, written from a background task.
  case syncEnds
  /// The clear button (`Clear "swift"`) is tapped.
  case clearTapped

  /// What the script types into the search field, one keystroke per character.
  public static let typedText = "swift"

  /// The script, in order: type ``typedText``, then the sync, then a deletion, then the clear
  /// button.
  public static let script: [ScriptEvent] =
    typedText.map(keystroke) + [
      .syncStarts, .bookDelivered, .bookRenamed, .bookDeleted, .syncEnds, .clearTapped,
    ]

  /// The event's short name, used by `--explain` and in JSON, such as `type-s`.
  public var name: String {
    switch self {
    case .keystroke(let character): "type-\(character)"
    case .syncStarts: "sync-starts"
    case .bookDelivered: "book-delivered"
    case .bookRenamed: "book-renamed"
    case .bookDeleted: "book-deleted"
    case .syncEnds: "sync-ends"
    case .clearTapped: "clear-tapped"
    }
  }

  /// What happens, in words, such as `type "s"` or `sync starts`.
  public var description: String {
    switch self {
    case .keystroke(let character): "type \"\(character)\""
    case .syncStarts: "sync starts"
    case .bookDelivered: "sync delivers a book"
    case .bookRenamed: "a book is renamed"
    case .bookDeleted: "a book is deleted"
    case .syncEnds: "sync ends"
    case .clearTapped: "\"Clear\" is tapped"
    }
  }

  /// Whether the event is one keystroke in the search field.
  public var isKeystroke: Bool {
    if case .keystroke = self { true } else { false }
  }
}
