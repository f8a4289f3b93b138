import Dispatch
public import ViewGraph

/// A screen to measure: its variants, each mounting the same screen over the same data in one
/// model or the other, and the script of events played against each.
///
/// The harness mounts each variant on a fresh host, then plays the script: each event acts as
/// a user or a background service would, one pass follows, and the pass's body evaluations
/// are counted: bodies recomputed, of those wasted (their output did not change), and the
/// lower bound (views whose output changed or that appeared).
///
/// ```swift
/// let workload = Workload<any CounterModel>(
///   name: "counter", summary: "A counter and a list, in both models.",
///   sizeName: "items", defaultSize: 20,
///   variants: [legacyVariant, trackedVariant],
///   script: [.tap("Add"), .write(name: "sync", description: "a sync adds") { $0.add() }])
/// for run in try await workload.run() { print(RecomputeReport(runs: [run]).text) }
/// ```
///
/// `Workload` is `Sendable`.
public struct Workload<Model: Sendable>: MeasurableWorkload {
  /// The workload's name, used by `--workload` and in JSON, such as `library`.
  public let name: String
  /// What the workload shows, in one or two sentences.
  public let summary: String
  /// What the size counts, plural, such as `books`.
  public let sizeName: String
  /// The size the workload runs at unless told otherwise.
  public let defaultSize: Int
  /// The sizes the script can run at.
  public let sizes: ClosedRange<Int>
  /// The sizes of a sweep, smallest first; empty when the workload has no sweep.
  public let sweepSizes: [Int]
  /// The versions of the screen, in report order; the first is the reference for ratios.
  public let variants: [WorkloadVariant<Model>]
  /// Versions played only by the sweep, after ``variants``, such as the same screens in a
  /// phone-sized viewport.
  public let sweepVariants: [WorkloadVariant<Model>]
  /// The events, in order.
  public let script: [WorkloadEvent<Model>]
  /// The counts the workload defines besides bodies.
  public let counters: [WorkloadCounter<Model>]
  /// What the headline compares, if anything.
  public let headline: WorkloadHeadline?
  /// Whether the harness may audit the screens for missed updates: `false` for a workload
  /// whose bodies create models that a counter counts, since the audit evaluates every body
  /// again and would run those initializer expressions.
  public let isAuditable: Bool

  /// Creates a workload.
  ///
  /// - Parameters:
  ///   - name: The name, with no spaces.
  ///   - summary: What the workload shows.
  ///   - sizeName: What the size counts, plural, such as `books`.
  ///   - defaultSize: The size the workload runs at unless told otherwise.
  ///   - sizes: The sizes the script can run at; contains `defaultSize`.
  ///   - sweepSizes: The sizes of a sweep, each in `sizes`; empty for none.
  ///   - variants: The versions of the screen; at least one, names unique.
  ///   - sweepVariants: Versions played only by the sweep; names unique among all variants.
  ///   - script: The events; at least one, names unique.
  ///   - counters: The counts the workload defines besides bodies.
  ///   - headline: What the headline compares; its variant names are in `variants`.
  ///   - isAuditable: Whether the harness may audit the screens for missed updates (see
  ///     ``isAuditable``).
  public init(
    name: String, summary: String, sizeName: String, defaultSize: Int,
    sizes: ClosedRange<Int>? = nil, sweepSizes: [Int] = [],
    variants: [WorkloadVariant<Model>], sweepVariants: [WorkloadVariant<Model>] = [],
    script: [WorkloadEvent<Model>],
    counters: [WorkloadCounter<Model>] = [], headline: WorkloadHeadline? = nil,
    isAuditable: Bool = true
  ) {
    let sizes = sizes ?? defaultSize...defaultSize
    precondition(!name.isEmpty && !name.contains(" "), "a workload's name has no spaces")
    precondition(sizes.contains(defaultSize), "\(name): the default size is not in sizes")
    precondition(sweepSizes.allSatisfy(sizes.contains), "\(name): a sweep size is not in sizes")
    precondition(!variants.isEmpty && !script.isEmpty, "\(name): no variant or no event")
    precondition(
      Set((variants + sweepVariants).map(\.name)).count == variants.count + sweepVariants.count,
      "\(name): two variants share a name")
    precondition(
      Set(script.map(\.name)).count == script.count, "\(name): two events share a name")
    precondition(
      headline.map { headline in
        [headline.before, headline.after].allSatisfy { variants.map(\.name).contains($0) }
      } ?? true, "\(name): the headline names a variant the workload does not have")
    self.name = name
    self.summary = summary
    self.sizeName = sizeName
    self.defaultSize = defaultSize
    self.sizes = sizes
    self.sweepSizes = sweepSizes
    self.variants = variants
    self.sweepVariants = sweepVariants
    self.script = script
    self.counters = counters
    self.headline = headline
    self.isAuditable = isAuditable
  }

  /// The short names of the variants, in order.
  public var variantNames: [String] { variants.map(\.name) }

  /// The short names of the variants played only by the sweep, in order.
  public var sweepVariantNames: [String] { sweepVariants.map(\.name) }

  /// The names of the events of the script, in order.
  public var eventNames: [String] { script.map(\.name) }

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name, among ``variants`` and
  ///     ``sweepVariants``; every one of ``variants`` when `nil`.
  ///   - size: The size of the model; ``defaultSize`` when `nil`.
  ///   - auditsMissedUpdates: Whether each screen's host audits its passes for missed updates
  ///     (`ViewHost.startAuditingMissedUpdates()`, started right after mounting), so that each
  ///     result's ``EventResult/missed`` counts the views left stale. The audit changes no
  ///     count, but each event's time then includes it: time a screen unaudited.  A workload that
  ///     is not ``isAuditable`` is never audited; its runs say "not audited".
  /// - Returns: One run per variant, in the order of `variantNames`.
  /// - Throws: ``HarnessError`` for a runtime issue or a control that is not on screen, or
  ///   what an event's own code throws.
  @MainActor
  public func run(
    variants variantNames: [String]? = nil, size: Int? = nil, auditsMissedUpdates: Bool = true
  ) async throws -> [ScriptRun] {
    try await run(
      variants: variantNames, size: size, auditsMissedUpdates: auditsMissedUpdates, progress: nil)
  }

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen, and reports
  /// each step (mounting, the first audit, each event) as it starts and as it ends.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name, among ``variants`` and
  ///     ``sweepVariants``; every one of ``variants`` when `nil`.
  ///   - size: The size of the model; ``defaultSize`` when `nil`.
  ///   - auditsMissedUpdates: Whether each screen's host audits every view after each pass
  ///     (see ``run(variants:size:auditsMissedUpdates:)``).
  ///   - progress: Called on the main actor when each step starts and ends; `nil` for no
  ///     reports. It is not timed.
  /// - Returns: One run per variant, in the order of `variantNames`.
  /// - Throws: ``HarnessError`` for a runtime issue or a control that is not on screen, or
  ///   what an event's own code throws.
  @MainActor
  public func run(
    variants variantNames: [String]?, size: Int?, auditsMissedUpdates: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun] {
    try await run(
      variants: variantNames, size: size, audit: auditsMissedUpdates ? .everyView : .off,
      explains: true, progress: progress)
  }

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen audited as
  /// `audit` says, and reports each step (mounting, the first audit, each event) as it starts
  /// and as it ends.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name, among ``variants`` and
  ///     ``sweepVariants``; every one of ``variants`` when `nil`.
  ///   - size: The size of the model; ``defaultSize`` when `nil`.
  ///   - audit: Whether and how widely each screen's host audits its passes for missed updates
  ///     (`ViewHost.startAuditingMissedUpdates(scope:)`, started right after mounting); each
  ///     run's ``ScriptRun/auditScope`` says what it did. A workload that is not
  ///     ``isAuditable`` is never audited. An unaudited run is timed on warm caches: between
  ///     mounting a variant and its first event, it plays the script once on the same variant
  ///     at the smallest of ``sizes``, untimed and unreported.
  ///   - explains: Whether each result keeps its ``EventResult/explanation`` (one line per
  ///     evaluation); when `false` it is empty.
  ///   - progress: Called on the main actor when each step starts and ends; `nil` for no
  ///     reports. It is not timed.
  /// - Returns: One run per variant, in the order of `variantNames`.
  /// - Throws: ``HarnessError`` for a runtime issue or a control that is not on screen, or
  ///   what an event's own code throws.
  @MainActor
  public func run(
    variants variantNames: [String]?, size: Int?, audit: AuditPolicy, explains: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun] {
    try await run(
      variants: variantNames, size: size, audit: audit, largeRunSize: AuditPolicy.largeRunSize,
      explains: explains, progress: progress)
  }

  /// Plays the script as ``run(variants:size:audit:explains:progress:)`` does, with ``AuditPolicy/automatic``
  /// narrowing the audit from `largeRunSize` instead of ``AuditPolicy/largeRunSize``: a test can
  /// reach the large-run policy without a large run.
  @MainActor
  package func run(
    variants variantNames: [String]?, size: Int?, audit: AuditPolicy, largeRunSize: Int,
    explains: Bool = true, progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun] {
    let size = size ?? defaultSize
    precondition(sizes.contains(size), "\(name): size \(size) is not in \(sizes)")
    let chosen = try (variantNames ?? self.variantNames).map { wanted in
      guard let variant = (variants + sweepVariants).first(where: { $0.name == wanted }) else {
        throw HarnessError.unknownVariant(workload: name, variant: wanted)
      }
      return variant
    }
    let scope = isAuditable ? audit.scope(atSize: size, largeRunSize: largeRunSize) : nil
    var runs: [ScriptRun] = []
    for variant in chosen {
      func step<Result>(
        _ step: RunProgress.Step, _ body: () async throws -> Result
      ) async rethrows -> Result {
        guard let progress else { return try await body() }
        progress(RunProgress(variant: variant.name, size: size, step: step, phase: .started))
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try await body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        progress(
          RunProgress(
            variant: variant.name, size: size, step: step, phase: .finished(nanoseconds: elapsed)))
        return result
      }
      let screen = await step(.mounting) { variant.mount(size) }
      if let scope {
        _ = await step(.firstAudit) { screen.host.startAuditingMissedUpdates(scope: scope) }
      } else {
        try await warmUp(variant)
      }
      var results: [EventResult] = []
      for (index, event) in script.enumerated() {
        let description = RunProgress.Step.event(
          description: event.description, index: index, count: script.count)
        results.append(
          try await step(description) {
            try await measure(event, on: screen, of: variant, explains: explains)
          })
      }
      runs.append(
        run(
          of: variant, size: size, audited: scope != nil, auditScope: scope ?? .everyView,
          results: results))
    }
    return runs
  }

  /// Plays the script once on a screen of `variant` at the smallest size, untimed and
  /// unreported, then drops that screen.
  ///
  /// An unaudited run is a timed run, and it calls this between mounting its screen and its
  /// first event. Mounting a large screen evicts from the processor's caches the code and the
  /// runtime's shared tables that an event's pass uses (a mount of 100 000 library rows made
  /// the first keystroke cost 3 times a warm one, 190 µs more, at any row count: typing on
  /// another, small screen first took it all back), and a small screen's mount does not: the
  /// sweep's first events then measured the size of the mount before them, not the pass. After
  /// the warm-up every size's events start warm; the measured screen's own data stays as its
  /// mount left it, so a pass that touched more of it at a larger size would still show.
  @MainActor
  private func warmUp(_ variant: WorkloadVariant<Model>) async throws {
    let screen = variant.mount(sizes.lowerBound)
    for event in script { _ = try await event.prepare(screen)() }
  }

  /// Plays one event on a mounted screen and measures the pass that follows it.
  ///
  /// Use it to play a script step by step, for example in tests.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - screen: The screen, as `variant` mounted it.
  ///   - variant: The variant that mounted the screen, named in errors.
  ///   - explains: Whether the result keeps its ``EventResult/explanation``; when `false` it is
  ///     empty.
  /// - Returns: What the pass evaluated, how the counters moved, and how long it took.
  /// - Throws: ``HarnessError/runtimeIssues(workload:variant:event:_:)`` when the graph reports
  ///   an error, or what finding the control or acting throws.
  @MainActor
  public func measure(
    _ event: WorkloadEvent<Model>, on screen: MountedScreen<Model>,
    of variant: WorkloadVariant<Model>, explains: Bool = true
  ) async throws -> EventResult {
    // Finding the control to act on is the harness's work, not the screen's: it is not timed.
    let act = try event.prepare(screen)
    let countersBefore = counters.map { $0.read(screen) }
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try await act()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    guard report.issues.isEmpty else {
      throw HarnessError.runtimeIssues(
        workload: name, variant: variant.title, event: event.description, report.issues)
    }
    let counted = zip(counters, countersBefore).map { ($0.name, $0.read(screen) - $1) }
    return EventResult(
      event: event.name, eventDescription: event.description, tag: event.tag,
      recomputed: report.evaluationCount, wasted: report.wastedCount,
      counters: Dictionary(uniqueKeysWithValues: counted), nanoseconds: elapsed,
      missedUpdates: report.missedUpdates, auditedViews: report.auditedViewCount,
      explanation: explains ? Self.explanation(of: report) : [])
  }

  /// One line per control update and per evaluation, with its identity path, pass by pass: a
  /// pass updates its controls before it evaluates bodies.
  private static func explanation(of report: PassReport) -> [String] {
    (0..<max(report.passCount, 1)).flatMap { pass in
      report.controlUpdates.filter { $0.pass == pass }.map { "\($0.path)  \($0.line)" }
        + report.evaluations.filter { $0.pass == pass }.map {
          "\($0.path)  \($0.printChangesLine)" + ($0.isWasted ? "  (wasted)" : "")
        }
    }
  }

  /// Gathers the results of one variant's script into a run.
  ///
  /// - Parameters:
  ///   - variant: The variant that ran.
  ///   - size: The size it ran at.
  ///   - audited: Whether the screen's host audited its passes for missed updates.
  ///   - auditScope: Which views those audits evaluated again.
  ///   - results: One result per event, in order.
  /// - Returns: The run.
  public func run(
    of variant: WorkloadVariant<Model>, size: Int, audited: Bool,
    auditScope: AuditScope = .everyView, results: [EventResult]
  ) -> ScriptRun {
    ScriptRun(
      workload: name, variant: variant.name, variantTitle: variant.title, size: size,
      sizeName: sizeName, counterNames: counters.map(\.name), headline: headline,
      audited: audited, auditScope: auditScope, results: results)
  }
}
