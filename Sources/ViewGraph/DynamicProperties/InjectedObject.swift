/// An object put in the environment by an injection modifier, compared by identity.
///
/// Comparing by identity lets the environment writer keep the environment it made last time
/// when the same object is injected again, so the subtree below is not walked for a change that
/// did not happen.
package struct InjectedObject: Equatable {
  /// The injected object.
  package let object: AnyObject

  /// Wraps `object`.
  ///
  /// - Parameter object: The object to inject.
  package init(_ object: AnyObject) {
    self.object = object
  }

  /// Returns whether both wrap the very same object.
  ///
  /// - Parameters:
  ///   - lhs: One injected object.
  ///   - rhs: Another.
  /// - Returns: `true` when they are the same instance.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.object === rhs.object
  }
}
