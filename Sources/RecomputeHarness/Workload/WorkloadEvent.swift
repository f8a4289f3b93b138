public import ViewGraph

/// One named step of a workload's script, acting on the screen as a user or a background
/// service would; the harness runs one pass after it and counts what the pass evaluated.
///
/// Build events with ``type(_:into:name:description:tag:)``, ``tap(_:name:description:tag:)``,
/// ``tap(_:inNodeWhere:name:description:tag:)``, ``toggle(_:name:description:tag:)`` and
/// ``write(name:description:tag:_:)``, or with ``init(name:description:tag:prepare:)`` for
/// anything else:
///
/// ```swift
/// let script: [WorkloadEvent<any CounterModel>] = [
///   .type("milk", into: "New item", tag: "keystroke"),
///   .toggle("Show done"),
///   .write(name: "sync", description: "a sync adds an item") { $0.add("Eggs") },
/// ]
/// ```
///
/// `WorkloadEvent` is `Sendable`.
public struct WorkloadEvent<Model: Sendable>: Sendable, CustomStringConvertible {
  /// What the event does once prepared: it acts, then runs the pass that picks it up.
  public typealias Action = @MainActor () async throws -> PassReport

  /// The short name, used by `--explain` and in JSON, such as `type-s`.
  public let name: String
  /// What happens, in words, such as `type "s"`; the row label in reports.
  public let description: String
  /// A group the headline averages over, such as `keystroke`; `nil` for none.
  public let tag: String?
  /// Finds what the event acts on (not timed), and returns the action (timed).
  public let prepare: @MainActor @Sendable (MountedScreen<Model>) throws -> Action

  /// Creates an event from its two phases: finding what to act on, then acting.
  ///
  /// - Parameters:
  ///   - name: The short name, unique in the script, with no spaces.
  ///   - description: What happens, in words.
  ///   - tag: A group the headline averages over, such as `keystroke`.
  ///   - prepare: Finds the control or node to act on; the harness does not time it. It
  ///     returns the action, which must end with the pass that picks the change up, such as
  ///     `host.flush()` or one of the host's actions.
  public init(
    name: String, description: String, tag: String? = nil,
    prepare: @escaping @MainActor @Sendable (MountedScreen<Model>) throws -> Action
  ) {
    self.name = name
    self.description = description
    self.tag = tag
    self.prepare = prepare
  }

  /// Types `text` at the end of the text field titled `label`, as a user would.
  ///
  /// - Parameters:
  ///   - text: The characters typed.
  ///   - label: The text field's title.
  ///   - name: The short name; `type-` and the text when `nil`.
  ///   - description: What happens; `type "…"` when `nil`.
  ///   - tag: A group the headline averages over, such as `keystroke`.
  /// - Returns: The event.
  public static func type(
    _ text: String, into label: String, name: String? = nil, description: String? = nil,
    tag: String? = nil
  ) -> Self {
    Self(
      name: name ?? "type-\(text)", description: description ?? "type \"\(text)\"", tag: tag
    ) { screen in
      try screen.host.typeAction(text, into: label)
    }
  }

  /// Taps the only button titled `title`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - name: The short name; `tap-` and the title when `nil`.
  ///   - description: What happens; `"…" is tapped` when `nil`.
  ///   - tag: A group the headline averages over.
  /// - Returns: The event.
  public static func tap(
    _ title: String, name: String? = nil, description: String? = nil, tag: String? = nil
  ) -> Self {
    Self(
      name: name ?? "tap-\(slug(title))", description: description ?? "\"\(title)\" is tapped",
      tag: tag
    ) { screen in
      try screen.host.tapAction(title)
    }
  }

  /// Taps the button titled `title` inside the only view that `predicate` picks, such as one
  /// row's "Delete" button.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - predicate: Picks the view whose subtree holds the button; exactly one must match.
  ///   - name: The short name, unique in the script.
  ///   - description: What happens, in words.
  ///   - tag: A group the headline averages over.
  /// - Returns: The event; it throws ``HarnessError/nodeNotFound(event:matches:)`` when not
  ///   exactly one view matches.
  public static func tap(
    _ title: String, inNodeWhere predicate: @escaping @MainActor @Sendable (ViewNode) -> Bool,
    name: String, description: String, tag: String? = nil
  ) -> Self {
    Self(name: name, description: description, tag: tag) { screen in
      let nodes = screen.host.nodes(where: predicate)
      guard nodes.count == 1 else {
        throw HarnessError.nodeNotFound(event: name, matches: nodes.count)
      }
      return try screen.host.tapAction(title, in: nodes[0])
    }
  }

  /// Flips the only toggle titled `title`.
  ///
  /// - Parameters:
  ///   - title: The toggle's title.
  ///   - name: The short name; `toggle-` and the title when `nil`.
  ///   - description: What happens; `"…" is toggled` when `nil`.
  ///   - tag: A group the headline averages over.
  /// - Returns: The event.
  public static func toggle(
    _ title: String, name: String? = nil, description: String? = nil, tag: String? = nil
  ) -> Self {
    Self(
      name: name ?? "toggle-\(slug(title))",
      description: description ?? "\"\(title)\" is toggled", tag: tag
    ) { screen in
      try screen.host.toggleAction(title)
    }
  }

  /// Makes `write` to the model on a background task, waits for it, then runs one pass, as
  /// when a sync service or a timer writes to the model.
  ///
  /// - Parameters:
  ///   - name: The short name, unique in the script.
  ///   - description: What happens, in words.
  ///   - tag: A group the headline averages over.
  ///   - write: The writes, made off the main actor; several writes make one event and one
  ///     pass.
  /// - Returns: The event.
  public static func write(
    name: String, description: String, tag: String? = nil,
    _ write: @escaping @Sendable (Model) -> Void
  ) -> Self {
    Self(name: name, description: description, tag: tag) { screen in
      { [host = screen.host, model = screen.model] in
        await Task.detached { write(model) }.value
        return host.flush()
      }
    }
  }

  /// A title as a name: lowercased, spaces as dashes.
  private static func slug(_ title: String) -> String {
    title.lowercased().split(separator: " ").joined(separator: "-")
  }
}
