public import ReadTracking

extension Environment {
  /// Creates a property that reads the object of type `Value` injected above with
  /// ``View/environment(_:)``.
  ///
  /// ```swift
  /// struct SearchField: View {
  ///   @Environment(Library.self) private var library
  ///   var body: some View { Text(library.searchText) }  // depends on Library.searchText
  /// }
  /// ```
  ///
  /// The property itself makes no dependency on the object's properties: the body depends on
  /// the tracked properties it reads, like any read. The view is recomputed (reason `_library`)
  /// when another object is injected above it.
  ///
  /// When no view above injected an object of that type, the view's body is not evaluated:
  /// the pass reports ``RuntimeIssue/Kind-swift.enum/missingObservableObject`` with the view's
  /// identity path, and the view keeps what it showed before (nothing, if it just appeared);
  /// the views below it stay, and still follow environment changes.
  /// An object injected with `.environmentObject(_:)` is not found: the two injections are
  /// kept apart.
  ///
  /// > Important: Reading the property before the view is installed in a node (in the view's
  /// > `init`) traps, as there is no object to return: read it in `body`.
  ///
  /// - Parameter type: The object's type, as it was injected.
  public init(_ type: Value.Type) where Value: Observable {
    source = .object
  }

  /// Reads the injected object for `key`, or abandons the evaluation when there is none.
  func installObject(_ key: InjectedObjectKey, context: DynamicPropertyContext) {
    guard let object = context.environment[injected: key]?.object as? Value else {
      box.value = nil
      context.abandonEvaluation(.missingObservableObject, missingObjectMessage(key))
      return
    }
    box.value = object
  }

  /// SwiftUI's message for a missing injection, naming the type.
  func missingObjectMessage(_ key: InjectedObjectKey) -> String {
    let name = displayName(of: Value.self)
    return "No Observable object of type \(name) found. A View.environment(_:) for \(name) "
      + "may be missing as an ancestor of this view."
  }
}
