/// The search, over one audit, for why views missed an update: what each model reaches, and what
/// changed there since the previous audit, is worked out once and shared by every stale view that
/// holds the model.
///
/// A view reaches the models it holds, each followed by everything it leads to (see
/// ``ReachedObject``); a model reached through an earlier one is skipped with all it leads to, as
/// the walk skips it, and an object skipped as already seen always comes earlier in the walk. So
/// the first changed property in what the first of the view's models that has one reaches is the
/// first in what the view reaches: a summary per model gives the answer of a walk per view, at the
/// cost of one walk per model instead of one per stale view.
struct CauseSearch {
  /// What the objects one model reaches tell of a missed update, in the walk's order.
  private struct Summary {
    let model: AnyObject
    /// Every object reached, the model included.
    var reached: Set<ObjectIdentifier> = []
    /// The first change of a plain property.
    var plain: MissedUpdate.Cause?
    /// The first change of a property marked as not observed.
    var ignored: MissedUpdate.Cause?
    /// The `ObservableObject`s reached through a property of another one, in order.
    var nested: [(object: ObjectIdentifier, cause: MissedUpdate.Cause)] = []
  }

  private let snapshots: [ObjectIdentifier: ObjectSnapshot]
  private let reflection: FieldReflection
  private var summaries: [ObjectIdentifier: Summary] = [:]

  /// Creates a search that compares the objects with `snapshots`, the previous audit's.
  init(snapshots: [ObjectIdentifier: ObjectSnapshot], reflection: FieldReflection) {
    self.snapshots = snapshots
    self.reflection = reflection
  }

  /// Why a view that holds `view`'s values missed an update: the first unobserved property of the
  /// objects it reaches that changed since the previous audit (a plain one before one marked as
  /// ignored), or a nested `ObservableObject`.
  mutating func cause(of view: Any) -> MissedUpdate.Cause {
    var earlier: [Set<ObjectIdentifier>] = []
    var ignored: MissedUpdate.Cause?
    var nested: MissedUpdate.Cause?
    for model in ReachedObject.held(by: view, reflection) {
      guard !earlier.contains(where: { $0.contains(ObjectIdentifier(model)) }) else { continue }
      let summary = summary(of: model)
      if let plain = summary.plain { return plain }
      ignored = ignored ?? summary.ignored
      // What an earlier model reached was met there, held as it was there.
      nested =
        nested
        ?? summary.nested.first { candidate in
          !earlier.contains { $0.contains(candidate.object) }
        }?.cause
      earlier.append(summary.reached)
    }
    return ignored ?? nested ?? .unknown
  }

  private mutating func summary(of model: AnyObject) -> Summary {
    let id = ObjectIdentifier(model)
    if let known = summaries[id], known.model === model { return known }
    var summary = Summary(model: model)
    for reached in ReachedObject.all(fromModel: model, reflection) {
      summary.reached.insert(ObjectIdentifier(reached.object))
      if summary.plain == nil {
        let changes = changes(of: reached.object)
        summary.plain = changes.plain
        summary.ignored = summary.ignored ?? changes.ignored
      }
      if let holder = reached.holder, holder.isObservableObject,
        ModelKind(reached.object) == .observableObject
      {
        summary.nested.append(
          (
            ObjectIdentifier(reached.object),
            .nestedObservableObject(
              holder: holder.type, property: holder.property,
              type: displayName(of: type(of: reached.object)))
          ))
      }
    }
    summaries[id] = summary
    return summary
  }

  /// The first changed plain property of `object`, and the first changed one marked as not
  /// observed, in declaration order.
  private func changes(
    of object: AnyObject
  ) -> (plain: MissedUpdate.Cause?, ignored: MissedUpdate.Cause?) {
    guard let previous = snapshots[ObjectIdentifier(object)], previous.object === object else {
      return (nil, nil)
    }
    let changed = Set(previous.changedProperties(in: ObjectSnapshot(object, reflection)))
    guard !changed.isEmpty else { return (nil, nil) }
    let type = displayName(of: Swift.type(of: object))
    var ignored: MissedUpdate.Cause?
    for field in ModelField.fields(of: object, reflection) where changed.contains(field.name) {
      guard field.role == .plain else {
        ignored = ignored ?? .ignoredProperty(type: type, property: field.name)
        continue
      }
      switch ModelKind(object) {
      case .observable:
        return (.untrackedProperty(type: type, property: field.name), ignored)
      case .observableObject:
        return (.unpublishedProperty(type: type, property: field.name), ignored)
      case .plain:
        return (.unobservableClass(type: type, property: field.name), ignored)
      }
    }
    return (nil, ignored)
  }
}
