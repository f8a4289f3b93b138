/// What the fixture's script needs of either model: the items it counts and the status a
/// background sync writes.
protocol TodoModel: AnyObject, Sendable {
  /// The items, in order.
  var items: [String] { get }
  /// The sync status line.
  var status: String { get set }
}
