import PublishOnWrite
import ReadTracking
import Testing
import ViewGraph

// A screen written as for SwiftUI since the 2024 SDK, where `View` and `ViewModifier` are
// `@MainActor`: its models are main-actor classes, its body and helpers read them and its
// actions call their main-actor methods, with no `await` and no annotation. If `View` lost its
// isolation, this file would not compile.

/// A publish-on-write store bound to the main actor, as view models usually are.
@MainActor
private final class CartStore: ObservableObject {
  @Published var items: [String] = []
  private(set) var loads = 0

  func add(_ item: String) {
    items.append(item)
  }

  /// Counts a load; not published.
  func beginLoad() {
    loads += 1
  }

  func load() async {
    items.append("saved")
  }
}

/// A read-tracked model bound to the main actor.
@MainActor
private final class Session: Observable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var userName = "guest"
  @Tracked var signIns = 0
  /// Written by `onChange`; no body reads it.
  @Tracked var lastCount = 0

  func signIn(as name: String) {
    userName = name
    signIns += 1
  }
}

private struct CartScreen: View {
  @ObservedObject var store: CartStore
  let session: Session

  var body: some View {
    VStack {
      caption(greeting)
      Text("\(store.items.count) items")
      Button("Add") { store.add("book") }
      Button("Sign in", action: signInAsAda)
      refreshButton(for: store)
      SignInCount(session: session)
      Text("Cart").modifier(Greeting(session: session))
    }
    .task {
      // The task's closure is on the main actor: a synchronous call needs no `await`.
      store.beginLoad()
      await store.load()
    }
    .onAppear {
      store.beginLoad()
    }
    .onChange(of: store.items.count) { _, count in
      session.lastCount = count
    }
  }

  /// A helper property of the body: main-actor isolated like the body.
  private var greeting: String {
    "Hello, " + session.userName
  }

  /// A method passed as the action: a main-actor function value.
  private func signInAsAda() {
    session.signIn(as: "Ada")
  }
}

/// Reads the session's `signIns` and nothing else.
private struct SignInCount: View {
  let session: Session

  var body: some View {
    Text("\(session.signIns) sign-ins")
  }
}

/// A modifier whose body reads a main-actor model.
private struct Greeting: ViewModifier {
  let session: Session

  func body(content: Content) -> some View {
    VStack {
      content
      Text("for " + session.userName)
    }
  }
}

/// Views made outside any view, in nonisolated code: initializers and modifiers are
/// nonisolated, as in SwiftUI.
private nonisolated func caption(_ text: String) -> some View {
  Text(text).font(.headline).padding().onAppear {}
}

/// A button made outside any view, in nonisolated code: its action is still a main-actor
/// closure, so it may call the store's methods.
private nonisolated func refreshButton(for store: CartStore) -> Button {
  Button("Refresh") { store.add("refreshed") }
}

@MainActor
@Suite("Main-actor views and models", .timeLimit(.minutes(10)))
struct MainActorIsolationTests {
  @Test func aBodyReadsMainActorModelsAndItsActionsCallTheirMethods() async throws {
    let store = CartStore()
    let session = Session()
    let host = ViewHost(root: CartScreen(store: store, session: session))
    // Mounting evaluates each custom view and the modifier once.
    #expect(host.counters.byViewType == ["CartScreen": 1, "SignInCount": 1, "Greeting": 1])

    // The task calls the store's main-actor methods: one `@Published` write, which
    // recomputes the screen that observes the store; its children's inputs are unchanged.
    await host.waitForTasks()
    // `onAppear` and the task each began a load.
    #expect(store.loads == 2)
    #expect(host.counters.byViewType == ["CartScreen": 2, "SignInCount": 1, "Greeting": 1])

    // A button's action calls a main-actor method: the screen again, and nothing else.
    try host.tap("Add")
    #expect(store.items == ["saved", "book"])
    #expect(host.counters.byViewType == ["CartScreen": 3, "SignInCount": 1, "Greeting": 1])

    // A method reference as the action writes two tracked properties: the screen and the
    // modifier read `userName`, the child reads `signIns`.
    try host.tap("Sign in")
    #expect(host.counters.byViewType == ["CartScreen": 4, "SignInCount": 2, "Greeting": 2])
    #expect(host.render().contains(#"Text("Hello, Ada")"#))

    // The button made in nonisolated code runs its main-actor action on a tap.
    try host.tap("Refresh")
    #expect(store.items == ["saved", "book", "refreshed"])
    #expect(host.counters.byViewType == ["CartScreen": 5, "SignInCount": 2, "Greeting": 2])

    // `onChange` ran after each pass that changed the count (1, 2, then 3 items), writing a
    // tracked property that no body reads.
    #expect(session.lastCount == 3)
  }
}
