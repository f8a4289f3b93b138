/// Where a ``ToolbarItem`` goes; it changes nothing counted.
///
/// `ToolbarItemPlacement` is `Sendable` and `Hashable`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  /// The platform's choice.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The primary action's place.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The confirmation action's place, in a sheet.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The cancellation action's place, in a sheet.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The leading edge of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}
