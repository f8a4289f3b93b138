/// What the installs of one dynamic property field of a view type keep from one install to the
/// next: for a `@State` field, the type of its location.
///
/// `State.install(in:context:)` is not specialized for its value's type, and naming
/// `StateLocation<Value>` there (to check the slot's location, or to make one) looked up its
/// metadata at every install: about 330 instructions per `@State` field at every mount and every
/// evaluation. The type is looked up once per view type and field instead, here.
///
/// Its stored `var` is `@exclusivity(unchecked)` (see ``Node`` for why that is sound): it is
/// used by installs, on the graph's thread only.
final class DynamicPropertyInstallCache {
  /// The type of the field's `@State` location, once an install has asked for it.
  @exclusivity(unchecked) private var stateLocationType: AnyStateLocation.Type?

  /// The type of the location of a `@State<Value>` field, looked up at the first call only.
  ///
  /// A field has one type, so every call with a given cache passes the same `Value`.
  func locationType<Value>(of _: Value.Type) -> StateLocation<Value>.Type {
    if let stateLocationType {
      // Safety: the type stored is the one made below for the same `Value` (see above).
      return unsafeBitCast(stateLocationType, to: StateLocation<Value>.Type.self)
    }
    let type = StateLocation<Value>.self
    stateLocationType = type
    return type
  }
}
