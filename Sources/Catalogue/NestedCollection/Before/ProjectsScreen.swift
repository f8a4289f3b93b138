public import ViewGraph

/// The projects, each a section of task rows, with a sheet for the selected task.
///
/// Tapping a row's "Details" presents the task in the sheet. The screen holds the selection
/// and hands each section closures that write it.
public struct ProjectsScreen: View {
  @ObservedObject var board: Board
  @State private var selected: Todo?

  /// The screen over `board`.
  public init(board: Board) {
    _board = ObservedObject(wrappedValue: board)
  }

  /// The content.
  public var body: some View {
    NavigationStack {
      List(board.projects) { project in
        ProjectSection(
          project: project, onSelect: { selected = $0 },
          onMove: { board.move($0, to: board.project(after: $0)) })
      }
      .navigationTitle("Projects")
      .sheet(item: $selected) { todo in
        TodoDetail(todo: todo, board: board)
      }
    }
  }
}
