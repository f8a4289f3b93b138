/// The explicit ids that apply to a child, outermost first: the ids of the `ForEach` rows it is
/// in, and the values given to `.id(_:)`.
///
/// Most children have none, and a row of a `ForEach` over integer ids has one `Int`: both are
/// kept without an allocation. Two values are equal when they hold equal ids (compared as
/// `AnyHashable`) in the same order, whatever their storage, and an `Int` id kept inline hashes
/// as it would in an `AnyHashable` (no box made).
///
/// `package` for its tests (`ExplicitIDsTests`).
package struct ExplicitIDs: Hashable, ExpressibleByArrayLiteral {
  private enum Storage {
    case none
    case int(Int)
    case list([AnyHashable])
  }

  private var storage: Storage

  package init(arrayLiteral elements: AnyHashable...) {
    storage = elements.isEmpty ? .none : .list(elements)
  }

  /// The ids, outermost first.
  var all: [AnyHashable] {
    switch storage {
    case .none: []
    case .int(let id): [AnyHashable(id)]
    case .list(let ids): ids
    }
  }

  /// Calls `body` with the description of the value each id wraps, outermost first.
  func forEachDescription(_ body: (String) -> Void) {
    switch storage {
    case .none: break
    case .int(let id): body(String(id))
    case .list(let ids): for id in ids { body(String(describing: id.base)) }
    }
  }

  /// Whether the ids are described by the same texts, in the same order (see
  /// ``forEachDescription(_:)``); equal integer ids are, without making their texts.
  func hasSameDescriptions(as other: ExplicitIDs) -> Bool {
    switch (storage, other.storage) {
    case (.none, .none): return true
    case (.int(let id), .int(let otherID)): return id == otherID
    default:
      var descriptions: [String] = []
      forEachDescription { descriptions.append($0) }
      var otherDescriptions: [String] = []
      other.forEachDescription { otherDescriptions.append($0) }
      return descriptions == otherDescriptions
    }
  }

  /// The one `Int` id, when it is the only id and kept inline; `nil` otherwise (no id, or ids
  /// kept in a list, even if there is one `Int` among them).
  var inlineInt: Int? {
    if case .int(let id) = storage { return id }
    return nil
  }

  /// Whether no explicit id applies.
  var isEmpty: Bool {
    if case .none = storage { return true }
    return false
  }

  /// Adds an innermost id.
  package mutating func append(_ id: AnyHashable) {
    storage = .list(all + [id])
  }

  /// Adds an innermost `Int` id; the first one is kept without an allocation.
  package mutating func append(_ id: Int) {
    if case .none = storage {
      storage = .int(id)
    } else {
      append(AnyHashable(id))
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.none, .none): true
    case (.int(let left), .int(let right)): left == right
    default: lhs.all == rhs.all
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch storage {
    case .none: hasher.combine(0)
    case .int(let id):
      // What `AnyHashable(id)` feeds the hasher (an integer that fits in `Int64` is hashed as
      // that `Int64`, whatever its type: `Int8(5)`, `UInt(5)` and `5.0` hash as `5`), without
      // making the box and calling through it.
      hasher.combine(1)
      hasher.combine(id)
    case .list(let ids):
      hasher.combine(ids.count)
      for id in ids { hasher.combine(id) }
    }
  }
}
