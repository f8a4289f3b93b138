/// An async action of a view (a `.task` modifier's), carried to the main actor where it runs.
struct MainActorOperation: @unchecked Sendable {
  // Safety: the action is only called on the main actor (`TaskList.start` runs it in a
  // `@MainActor` task), the actor that made it: views and their closures are used on the main
  // actor only (see `ViewHost`).
  let run: () async -> Void
}
