/// How a change is animated; animation changes nothing counted.
///
/// `Animation` is `Sendable` and `Hashable`.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// A linear animation.
  public static let linear = Animation(name: "linear")
  /// An animation that starts slowly.
  public static let easeIn = Animation(name: "easeIn")
  /// An animation that ends slowly.
  public static let easeOut = Animation(name: "easeOut")
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(name: "easeInOut")
  /// A spring animation.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring animation.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring animation.
  public static let smooth = Animation(name: "smooth")
}
