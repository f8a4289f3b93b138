/// A result builder that composes views from blocks, conditionals and optionals.
///
/// Blocks of any arity become a ``TupleView``; `if`/`else` becomes a `_ConditionalContent`
/// whose branches are different identities; an `if` without `else` becomes an optional view.
/// `ViewBuilder` is a namespace and is not instantiated.
@resultBuilder
public enum ViewBuilder {
  /// Builds an empty block.
  ///
  /// - Returns: An ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// Builds a block with one view, which is passed through unchanged.
  ///
  /// - Parameter content: The only view of the block.
  /// - Returns: `content`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Builds a block of several views.
  ///
  /// - Parameter content: The views of the block, in order.
  /// - Returns: A tuple view whose children take the block's positions as structural identity.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// Builds an `if` without `else`.
  ///
  /// - Parameter content: The view when the condition holds, otherwise `nil`.
  /// - Returns: `content`, which shows nothing when `nil`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// Builds an optional block (an `if` without `else`).
  ///
  /// - Parameter content: The view when the condition holds, otherwise `nil`.
  /// - Returns: `content`, which shows nothing when `nil`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// Builds the first branch of an `if`/`else`.
  ///
  /// - Parameter first: The view of the `if` branch.
  /// - Returns: Conditional content holding the first branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Builds the second branch of an `if`/`else`.
  ///
  /// - Parameter second: The view of the `else` branch.
  /// - Returns: Conditional content holding the second branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
