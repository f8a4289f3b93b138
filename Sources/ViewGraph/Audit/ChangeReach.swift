/// Whether a view reaches, through the models it holds, one of the objects an audit found
/// changed; what each model leads to is worked out once per audit and shared by every view that
/// holds it.
///
/// A view reaches what ``ReachedObject/held(by:_:)`` finds in it, each model followed as far as it
/// leads (see ``ReachedObject/all(fromModel:_:)``): a row holding a library reaches every book of
/// it.
struct ChangeReach {
  /// The changed objects.
  let changed: Set<ObjectIdentifier>
  let reflection: FieldReflection
  /// Whether each model met leads to a changed object; the model is kept so that its identifier
  /// cannot be reused during the audit.
  private var verdicts: [ObjectIdentifier: (model: AnyObject, reaches: Bool)] = [:]
  private var heldModels: ReachedObject.HeldModels

  /// Creates the search for `changed` objects.
  init(changed: Set<ObjectIdentifier>, reflection: FieldReflection) {
    self.changed = changed
    self.reflection = reflection
    heldModels = ReachedObject.HeldModels(reflection: reflection)
  }

  /// Whether a model that `view` holds is, or leads to, a changed object.
  mutating func isReached(from view: Any) -> Bool {
    for model in heldModels.held(by: view) where leadsToChange(model) {
      return true
    }
    return false
  }

  private mutating func leadsToChange(_ model: AnyObject) -> Bool {
    let id = ObjectIdentifier(model)
    if let known = verdicts[id] { return known.reaches }
    let reaches = ReachedObject.all(fromModel: model, reflection).contains {
      changed.contains(ObjectIdentifier($0.object))
    }
    verdicts[id] = (model, reaches)
    return reaches
  }
}
