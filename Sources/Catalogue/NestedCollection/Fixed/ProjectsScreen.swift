public import NestedCollectionPorted
public import ViewGraph

/// The projects with every read where it belongs: the screen reads the list of projects and
/// the selection (the sheet's item), and hands each section objects, which compare by
/// identity, instead of closures.
public struct ProjectsScreen: View {
  let board: Board
  @State private var selection = Selection()

  /// The screen over `board`.
  public init(board: Board) {
    self.board = board
  }

  /// The content.
  public var body: some View {
    @Bindable var selection = selection
    NavigationStack {
      List(board.projects) { project in
        ProjectSection(project: project, board: board, selection: selection)
      }
      .navigationTitle("Projects")
      .sheet(item: $selection.todo) { todo in
        TodoDetail(todo: todo, board: board)
      }
    }
  }
}
