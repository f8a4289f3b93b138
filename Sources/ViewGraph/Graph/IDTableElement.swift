/// An object that an ``IDTable`` can hold: one with an integer id that does not change.
package protocol IDTableElement: AnyObject {
  /// The object's id, the same for its lifetime.
  var tableID: Int { get }
}
