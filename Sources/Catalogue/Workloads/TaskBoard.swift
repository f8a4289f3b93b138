public import NestedCollectionBefore
public import NestedCollectionPorted

/// The board the nested collection's screen shows, in either model; the script acts on it only
/// through the screen, as a user would.
public protocol TaskBoard: AnyObject, Sendable {}

extension NestedCollectionBefore.Board: TaskBoard {}

extension NestedCollectionPorted.Board: TaskBoard {}
