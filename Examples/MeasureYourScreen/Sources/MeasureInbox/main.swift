// Measures the inbox screen in both models with the harness, and prints the report a
// `recompute-bench` workload gets: the table of bodies recomputed / wasted per event, the
// headline, and the `_printChanges()` log of one keystroke.

import InboxAfter
import InboxBefore
import RecomputeHarness
import ViewGraph

/// What the script writes from a background task, the same in both models.
protocol InboxModel: AnyObject, Sendable {
  var isOnline: Bool { get set }
  func receive(_ text: String)
}

extension InboxBefore.Inbox: InboxModel {}
extension InboxAfter.Inbox: InboxModel {}

let inbox = Workload<any InboxModel>(
  name: "inbox",
  summary: "An inbox: a message count, a composer, a connection badge and the messages.",
  sizeName: "messages", defaultSize: 20, sizes: 1...10_000,
  variants: [
    WorkloadVariant(name: "before", title: "ObservableObject") { size in
      let model = InboxBefore.Inbox(messageCount: size)
      return MountedScreen(
        host: ViewHost(root: InboxBefore.InboxScreen(inbox: model)), model: model)
    },
    WorkloadVariant(name: "after", title: "Observable") { size in
      let model = InboxAfter.Inbox(messageCount: size)
      return MountedScreen(host: ViewHost(root: InboxAfter.InboxScreen(inbox: model)), model: model)
    },
  ],
  script: [
    .type("H", into: "Message", tag: "keystroke"),
    .type("i", into: "Message", tag: "keystroke"),
    .tap("Send"),
    .write(name: "goes-offline", description: "the connection drops") { $0.isOnline = false },
    .write(name: "message-arrives", description: "a message arrives") { $0.receive("Hello") },
  ],
  headline: WorkloadHeadline(
    tag: "keystroke", before: "before", after: "after", change: "the migration"))

let report = RecomputeReport(runs: try await inbox.run())
print(report.text)
print()
print(report.explanation(of: "type-H") ?? "")
