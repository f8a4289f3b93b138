/// The slots of a view's dynamic property fields, one per field in field order: a view with one
/// field that keeps something in its slot (a `@State`) keeps that slot with no array made for it.
///
/// A node makes its slots at its first evaluation; an array for a single slot cost an allocation
/// at each mount, and a release at each teardown.
struct DynamicPropertySlots: RandomAccessCollection {
  private enum Storage {
    case one(DynamicPropertySlot)
    case list([DynamicPropertySlot])
  }

  private let storage: Storage

  /// No slots (an empty array allocates nothing).
  static var empty: Self { Self(storage: .list([])) }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The slots in `slots`, in order.
  init(_ slots: [DynamicPropertySlot]) {
    storage = slots.count == 1 ? .one(slots[0]) : .list(slots)
  }

  /// A new slot for each of `labels`, in order.
  init(labels: some Collection<String>) {
    if labels.count == 1, let label = labels.first {
      storage = .one(DynamicPropertySlot(label: label))
    } else {
      storage = .list(labels.map { DynamicPropertySlot(label: $0) })
    }
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .one: 1
    case .list(let slots): slots.count
    }
  }

  subscript(position: Int) -> DynamicPropertySlot {
    switch storage {
    case .one(let slot):
      precondition(position == 0, "index out of range")
      return slot
    case .list(let slots):
      return slots[position]
    }
  }
}
