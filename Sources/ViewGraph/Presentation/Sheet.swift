/// The content of a sheet while it is presented: a child of the view the sheet is attached to,
/// at the position `sheet`, rendered under a `Sheet` line.
///
/// Its content sees an ``EnvironmentValues/dismiss`` that closes the sheet.
nonisolated struct Sheet<Content: View>: View {
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
    previous.presentationEnvironment(parent: parent) { $0.setDismiss(dismiss) }
  }
}
