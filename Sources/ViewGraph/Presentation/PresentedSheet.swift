/// The content of a sheet while it is presented: a child of the view the sheet is attached to,
/// at the position `sheet`, rendered under a `Sheet` line.
///
/// Its content sees an ``EnvironmentValues/dismiss`` that closes the sheet.
struct Sheet<Content: View>: View {
  typealias Body = Never

  let content: Content
  let dismiss: DismissAction
}

extension Sheet: ContainerPrimitive {
  var renderLine: String? { "Sheet" }

  func childEnvironment(
    parent: EnvironmentValues, previous: PrimitiveSnapshot?
  ) -> EnvironmentValues {
    // The same parent environment gives the same dismiss action (it closes the same sheet), so
    // the environment is kept and nothing below is recomputed for it.
    if let previous, parent.isIdentical(to: previous.parentEnvironment) {
      return previous.childEnvironment
    }
    var environment = parent
    environment.setDismiss(dismiss)
    return environment
  }
}
