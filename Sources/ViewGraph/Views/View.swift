/// A description of part of a user interface, evaluated by the view graph.
///
/// A view is a value: the graph reads it, records what it needs in a node, and throws the value
/// away. Custom views compose other views in ``body``; the primitives (``Text``, ``Button``,
/// ``VStack`` and the rest) have no body of their own (their `Body` is `Never`) and are not
/// counted as evaluations.
///
/// ```swift
/// struct Counter: View {
///   @State var count = 0
///   var body: some View {
///     VStack {
///       Text("Count: \(count)")
///       Button("Increment") { count += 1 }
///     }
///   }
/// }
/// ```
///
/// As in SwiftUI, `View` is `@MainActor`: a type that declares the conformance is isolated to
/// the main actor, so its `body` and helpers read `@MainActor` models and its actions call their
/// methods without `await`. The graph evaluates bodies on the main actor (see ``ViewHost``).
/// The views this module provides are not isolated: their initializers and modifiers can be
/// called from any context, as SwiftUI's are. Views are not required to be `Sendable`.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View

  /// The content of this view, evaluated by the graph whenever the view's node is recomputed.
  @ViewBuilder var body: Body { get }

  /// Evaluates the body of `view` for the view graph; not for you to implement or call.
  ///
  /// Like SwiftUI's `_makeView`, it is a requirement the graph calls and views get from the
  /// default implementation, which returns ``body``. It exists so that the call is compiled
  /// where the view type is declared, with `Body` known: the graph, which holds views as
  /// existentials, otherwise ran a generic body call that looked up the `Body` type and its
  /// conformance on every evaluation. The graph does not call it for a view whose `Body` is
  /// `Never`.
  ///
  /// The view is passed by address: a view passed as a value was copied first (each reference
  /// it holds retained and released again), in the graph's code that does not know its type.
  /// The address is untyped so that a non-final class can conform.
  ///
  /// - Parameter view: The address of a value of type `Self`, valid during the call.
  /// - Returns: The view's ``body``.
  static func _makeBody(at view: UnsafeRawPointer) -> any View
}

extension View {
  /// Returns the body of the view at `view`, the only implementation the graph expects.
  ///
  /// Inlinable, so that the witness emitted in the view's own module is specialized for it: it
  /// calls ``body`` directly and boxes a value of a known type.
  ///
  /// - Parameter view: The address of a value of type `Self`, valid during the call.
  /// - Returns: The view's ``body``.
  @inlinable
  public static func _makeBody(at view: UnsafeRawPointer) -> any View {
    view.assumingMemoryBound(to: Self.self).pointee.body
  }
}

extension View where Body == Never {
  /// A primitive view has no body; the graph never asks for it.
  ///
  /// Reaching this is a programming error in the caller: primitives are expanded by the graph
  /// itself, so the trap names the primitive type.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// `Never` is the body type of primitive views.
  public typealias Body = Never
}
