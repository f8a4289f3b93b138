/// What the audit of a graph remembers from one pass to the next.
///
/// Used on the main actor, by the graph that owns it.
final class MissedUpdateAudit {
  /// Which views each audit evaluates again.
  var scope: AuditScope
  /// Under ``AuditScope/rowsReachingChanges``: every stored property, published ones included, of
  /// the `ObservableObject`s reached through a property of another one, as the last audit saw
  /// them; no view hears of their changes.
  var nestedSnapshots: [ObjectIdentifier: ObjectSnapshot] = [:]
  /// Under ``AuditScope/rowsReachingChanges``: the value of each row, by node id, as the last
  /// audit walked it.
  var rowViews: [Int: ViewBits] = [:]
  /// The mounted custom views, as ``AuditedViews`` lists them, until the tree's structure
  /// changes.
  var customNodes: AuditedViews?
  /// The ids of the custom views made, put back or given a new value since the last audit: the
  /// only rows whose value can differ from the one ``rowViews`` recorded.
  ///
  /// Appended to by the graph while it updates nodes; no access overlaps another (see ``Graph``).
  @exclusivity(unchecked) var revaluedViews: [Int] = []
  /// The ids of the custom views evaluated again for a new environment without a new value
  /// since the last audit: their `@Environment` and `@EnvironmentObject` boxes were filled again
  /// in place, so their bits are the recorded ones while the objects they reach may not be.
  ///
  /// Appended to by the graph while it updates nodes; no access overlaps another (see ``Graph``).
  @exclusivity(unchecked) var refilledViews: [Int] = []
  /// The ids of the custom views taken out of the tree since the last audit; those not back by
  /// then lose their entry in ``rowViews``.
  @exclusivity(unchecked) var detachedViews: [Int] = []
  /// The standard collections the last audit's walk found to lead nowhere.
  var passedCollections = ReachedObject.PassedCollections()
  /// How many views the last audit walked for the objects they reach.

  var walkedViewCount = 0
  /// Under ``AuditScope/rowsReachingChanges``: the models rows hold that can lead elsewhere.
  var rowModels = RowModels()
  /// What each stale view would show, as the last audit found it: a view is reported again only
  /// when this changes.
  var expectedOutputs: [Int: String] = [:]
  /// The unobserved properties of every object the views reached, as the last audit saw them.
  var snapshots: [ObjectIdentifier: ObjectSnapshot] = [:]
  /// The model types that have no unobserved property: nothing of theirs to take a snapshot of.
  var fullyObservedTypes: Set<ObjectIdentifier> = []
  /// The model types already checked, so that each is reported once.
  var checkedTypes: Set<ObjectIdentifier> = []
  /// The `ObservableObject` types whose unpublished property a view was found to miss.
  var reportedUnpublishedTypes: Set<String> = []
  /// The state of each view that an action set from tracked reads, by state location.
  var provenances: [ObjectIdentifier: ActionProvenance] = [:]

  /// Creates the audit of a graph, which evaluates again the views `scope` names.
  init(scope: AuditScope = .everyView) {
    self.scope = scope
  }

  /// Notes that a custom view was made, put back in the tree, or given a new value.
  func noteNewValue(of node: Node) {
    revaluedViews.append(node.id)
  }

  /// Notes that a custom view was evaluated again for a change of what it reads from the
  /// environment, keeping its value: the narrowed audit walks it whatever its bits.
  func noteNewEnvironment(of node: Node) {
    refilledViews.append(node.id)
  }

  /// Notes that a custom view was taken out of the tree.
  func noteDetached(_ node: Node) {
    detachedViews.append(node.id)
  }

  /// Notes that a node's children changed: the list of custom views is made again.
  func structureChanged() {
    customNodes = nil
  }
}

/// The unobserved properties of one object, by name, as fingerprints.
struct ObjectSnapshot {
  weak var object: AnyObject?
  let values: [String: String]

  /// Takes the snapshot of `object`: each plain or ignored property's fingerprint, read by the
  /// route `reflection` names.
  ///
  /// A property declared `let` is left out: it never changes, so it can never be what a view
  /// missed, and a model whose only unobserved properties are constants (an `id`) needs no
  /// snapshot at all (its type counts as fully observed). With `includesPublished`, the
  /// `@Published` properties are taken too.
  init(_ object: AnyObject, _ reflection: FieldReflection, includesPublished: Bool = false) {
    self.object = object
    var values: [String: String] = [:]
    for field in ModelField.fields(of: object, reflection)
    where
      (field.role == .plain || field.role == .ignored
      || (includesPublished && field.role == .published)) && field.isVariable != false
    {
      values[field.name] = field.value.map(fingerprint)
    }
    self.values = values
  }

  /// The properties whose fingerprint differs in `current`, in name order.
  func changedProperties(in current: ObjectSnapshot) -> [String] {
    current.values.keys.sorted().filter { values[$0] != current.values[$0] }
  }
}

/// A short text that changes when the value does: objects by identity, anything else by its
/// description.
func fingerprint(_ value: Any) -> String {
  if Mirror(reflecting: value).displayStyle == .class {
    return "\(type(of: value))@\(ObjectIdentifier(value as AnyObject).hashValue)"
  }
  return String(reflecting: value)
}
