import PublishOnWrite

/// A model with two published properties.
///
/// Safety: `@unchecked Sendable` so that sinks can read it; each test writes a property from
/// one thread at a time, or each thread writes its own property.
final class Library: ObservableObject, @unchecked Sendable {
  @Published var searchText = ""
  @Published var count = 0
}

/// A base class with a published property.
///
/// Safety: as ``Library``.
class BaseModel: ObservableObject, @unchecked Sendable {
  @Published var base = 0
}

/// A subclass that adds published properties.
final class DerivedModel: BaseModel, @unchecked Sendable {
  @Published var derived = 0
  @Published var other = ""
}

/// A subclass with published properties of a base class that has none.
final class LateModel: PlainObservable, @unchecked Sendable {
  @Published var value = 0
}

/// A class that conforms with no published property.
///
/// Safety: it has no stored state.
class PlainObservable: ObservableObject, @unchecked Sendable {}

/// A class that declares its own `objectWillChange`, of the default type.
///
/// Safety: as ``Library``.
final class ManualModel: ObservableObject, @unchecked Sendable {
  let objectWillChange = ObservableObjectPublisher()
  @Published var value = 0
}

/// A class whose `objectWillChange` is another publisher type.
///
/// Safety: as ``Library``.
final class ProjectedModel: ObservableObject, @unchecked Sendable {
  @Published var value = 0
  var objectWillChange: Published<Int>.Publisher { $value }
}

/// A class that is not an `ObservableObject` but has a published property.
///
/// Safety: as ``Library``.
final class Holder: @unchecked Sendable {
  @Published var value = 0
}
