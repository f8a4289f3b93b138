/// What a runner needs of a workload, whatever its model: names, sizes, and a way to run it.
///
/// ``Workload`` conforms; a runner such as `recompute-bench` keeps workloads of different
/// models in one `[any MeasurableWorkload]`.
public protocol MeasurableWorkload: Sendable {
  /// The workload's name, used by `--workload` and in JSON.
  var name: String { get }
  /// What the workload shows, in one or two sentences.
  var summary: String { get }
  /// What the size counts, plural, such as `books`.
  var sizeName: String { get }
  /// The size the workload runs at unless told otherwise.
  var defaultSize: Int { get }
  /// The sizes the script can run at.
  var sizes: ClosedRange<Int> { get }
  /// The sizes of a sweep, smallest first; empty when the workload has no sweep.
  var sweepSizes: [Int] { get }
  /// The short names of the variants, in order.
  var variantNames: [String] { get }
  /// The short names of the variants only the sweep plays, such as the same screens in a
  /// phone-sized viewport; `run` accepts them.
  var sweepVariantNames: [String] { get }
  /// The names of the events of the script, in order.
  var eventNames: [String] { get }

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  ///   - auditsMissedUpdates: Whether each mounted screen's host audits its passes for
  ///     missed updates; the audit changes no count but adds to every event's time.
  /// - Returns: One run per variant, in order.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  func run(variants variantNames: [String]?, size: Int?, auditsMissedUpdates: Bool)
    async throws -> [ScriptRun]

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen, and reports
  /// each step (mounting, the first audit, each event) as it starts and as it ends.
  ///
  /// A conforming type that does not implement it gets one that reports nothing and calls
  /// ``run(variants:size:auditsMissedUpdates:)``.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  ///   - auditsMissedUpdates: Whether each mounted screen's host audits its passes for
  ///     missed updates.
  ///   - progress: Called on the main actor when each step starts and ends; `nil` for none.
  /// - Returns: One run per variant, in order.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  func run(
    variants variantNames: [String]?, size: Int?, auditsMissedUpdates: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun]

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen audited as
  /// `audit` says, and reports each step as it starts and as it ends.
  ///
  /// A conforming type that does not implement it gets one that audits every view whenever
  /// `audit` audits at all, keeps the explanations, and calls
  /// ``run(variants:size:auditsMissedUpdates:progress:)``.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  ///   - audit: Whether and how widely each host audits its passes for missed updates.
  ///   - explains: Whether each result keeps its ``EventResult/explanation``, one line per
  ///     evaluation: a million rows recomputed make a million lines, so a run that prints no
  ///     explanation can drop them.
  ///   - progress: Called on the main actor when each step starts and ends; `nil` for none.
  /// - Returns: One run per variant, in order; each says how it was audited.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  func run(
    variants variantNames: [String]?, size: Int?, audit: AuditPolicy, explains: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun]
}

extension MeasurableWorkload {
  /// Plays the script on each of `variantNames` in turn, each on a fresh screen audited for
  /// missed updates.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  /// - Returns: One run per variant, in order.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  public func run(variants variantNames: [String]?, size: Int?) async throws -> [ScriptRun] {
    try await run(variants: variantNames, size: size, auditsMissedUpdates: true)
  }

  /// Plays the script on each of `variantNames` in turn, each on a fresh screen, and reports
  /// nothing: the implementation for conforming types that have no progress to report.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  ///   - auditsMissedUpdates: Whether each mounted screen's host audits its passes for
  ///     missed updates.
  ///   - progress: Ignored.
  /// - Returns: One run per variant, in order.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  public func run(
    variants variantNames: [String]?, size: Int?, auditsMissedUpdates: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun] {
    try await run(variants: variantNames, size: size, auditsMissedUpdates: auditsMissedUpdates)
  }

  /// Plays the script on each of `variantNames` in turn, auditing every view whenever `audit`
  /// audits at all: the implementation for conforming types that cannot narrow the audit.
  ///
  /// - Parameters:
  ///   - variantNames: The variants to run, by short name; every variant when `nil`.
  ///   - size: The size of the model; the default size when `nil`.
  ///   - audit: Whether the hosts audit their passes: any policy but ``AuditPolicy/off``.
  ///   - explains: Ignored: the explanations are kept.
  ///   - progress: Called on the main actor when each step starts and ends; `nil` for none.
  /// - Returns: One run per variant, in order.
  /// - Throws: ``HarnessError``, or what an event's own code throws.
  @MainActor
  public func run(
    variants variantNames: [String]?, size: Int?, audit: AuditPolicy, explains: Bool,
    progress: (@MainActor (RunProgress) -> Void)?
  ) async throws -> [ScriptRun] {
    try await run(
      variants: variantNames, size: size, auditsMissedUpdates: audit != .off, progress: progress)
  }
}
