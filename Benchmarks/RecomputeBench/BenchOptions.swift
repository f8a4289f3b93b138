import BenchmarkSupport
import Catalogue
import LibraryApp
import RecomputeHarness

/// The command line of `recompute-bench`, every argument checked before any work starts.
struct BenchOptions {
  /// What the run does.
  enum Mode: Equatable {
    /// Names the workloads and stops.
    case list
    /// Prints the `_printChanges()` log of one event.
    case explain(event: String)
    /// Prints the reports in one format.
    case report(Format)
  }

  /// How the reports are printed.
  enum Format {
    case table
    case markdown
    case json
  }

  /// The workloads `recompute-bench` knows, in the order it plays them.
  static let catalogue: [any MeasurableWorkload] = [
    LibraryWorkload.workload, LibraryWorkload.trapsWorkload, DashboardWorkload.workload,
    OwnerTickerWorkload.workload, FormWorkload.workload, LiveFeedWorkload.workload,
    NestedCollectionWorkload.workload,
  ]

  /// The workload that options meant for one workload address when `--workload` is absent.
  static let reference = LibraryWorkload.workload

  /// The options that address one workload: given without `--workload`, they address the
  /// library screen.
  static let singleWorkloadOptions = ["--size", "--books", "--variant", "--explain", "--svg"]

  /// The command's description: `--help` prints it, and the parser checks against it.
  static let command = BenchmarkCommand(
    name: "recompute-bench",
    abstract: "Plays each workload's event script (typing, tapping, background writes) on "
      + "every variant of its screen, one pass after each event, and counts per event and "
      + "variant the view bodies recomputed, how many of them were wasted (same output as "
      + "before), the lower bound (views whose output changed or that appeared), and the "
      + "missed updates (views the audit found stale after the pass: every script run is "
      + "audited, so its times include the audit). The default run plays every workload at "
      + "its default size (the traps workload shows, per trap, its missed updates and where), "
      + "sweeps the library screen's size with every row visible and in a 15-row viewport, "
      + "without the audit so that the sweep's times hold none of it, then prints a summary: "
      + "bodies over the whole script per workload and variant, and their ratio to the lower "
      + "bound. Options that address one workload (--size, "
      + "--books, --variant, --explain, --svg) address the library screen unless --workload "
      + "names another.",
    options: [
      .flag("--list", "Name the workloads, with their variants, events and sizes, and exit."),
      .choice(
        "--workload", catalogue.map(\.name), "Run one workload; every workload when absent."),
      .text(
        "--size", placeholder: "N",
        "The size of the workload's model. Default: the workload's own ("
          + catalogue.map {
            "\($0.name) \(formatGrouped($0.defaultSize)), from "
              + "\(formatGrouped($0.sizes.lowerBound)) to \(formatGrouped($0.sizes.upperBound))"
          }.joined(separator: "; ") + ")."),
      .text("--books", placeholder: "N", "The same as --size, for workloads sized in books."),
      .text(
        "--variant", placeholder: "NAME",
        "Run one variant, by its short name; every variant when absent ("
          + catalogue.map { "\($0.name): \($0.variantNames.joined(separator: ", "))" }
          .joined(separator: "; ") + ")."),
      .text(
        "--explain", placeholder: "EVENT",
        "Print, for one event, each recomputed view with its identity path, the reason in the "
          + "form of Self._printChanges(), and (wasted) when its output did not change; "
          + "--list names the events."),
      .jsonLines(oneObjectPer: "workload, variant, size and event"),
      .flag("--markdown", "Print the tables as Markdown."),
      .outputFile(
        "--svg", placeholder: "FILE",
        "Also write an SVG bar chart of the bodies recomputed per event to FILE; its folder "
          + "must exist."),
      .integer(
        "--sweep-max", default: 10_000, in: 10...1_000_000,
        "The largest size of the sweep: sizes 10, 100, 1 000, … up to it (only the library "
          + "screen sweeps; 100 000 takes about a minute more)."),
      .flag("--no-sweep", "Skip the sweep."),
      .choice(
        "--audit", AuditPolicy.allCases.map(\.description),
        "How widely the script's runs are audited for missed updates. auto (the default): "
          + "every view below \(formatGrouped(AuditPolicy.largeRunSize)) of the workload's "
          + "unit, and from there every view outside rows plus the rows that reach an object "
          + "whose unobserved storage changed since the last audit (a row reading a global, a "
          + "clock or captured state is then not caught); full: every view at every size; "
          + "changes: the narrowed audit at every size; off: no audit. The run says on "
          + "standard error which audit it uses, and --json records it."),
    ],
    exclusiveGroups: [
      ["--json", "--markdown", "--explain"], ["--no-sweep", "--sweep-max", "--explain"],
      ["--size", "--books"],
    ],
    examples: [
      "swift run -c release recompute-bench",
      "swift run -c release recompute-bench --list",
      "swift run -c release recompute-bench --explain type-s --variant A",
      "swift run -c release recompute-bench --workload library --books 1000 --no-sweep --json",
    ])

  let mode: Mode
  let workloads: [any MeasurableWorkload]
  /// Whether the run plays the whole catalogue, and so ends with the summary table.
  let playsCatalogue: Bool
  /// The size to run at; each workload's default when `nil`.
  let size: Int?
  /// The variants to run, by short name; all when `nil`.
  let variants: [String]?
  let svgPath: String?
  /// The largest size of a sweep; `nil` for no sweep.
  let sweepMax: Int?
  /// How widely the script's runs are audited.
  let audit: AuditPolicy

  /// Whether the run prints explanations, and so keeps them.
  var explains: Bool {
    if case .explain = mode { true } else { false }
  }

  init(_ arguments: Arguments) throws {
    let given = arguments.flags.union(arguments.values.keys)
    if arguments.flags.contains("--list") {
      let others = given.subtracting(["--list"]).sorted()
      guard others.isEmpty else {
        throw ArgumentError(
          message: "--list takes no other argument; got \(others.joined(separator: ", "))")
      }
      playsCatalogue = false
      (mode, workloads, size, variants, svgPath, sweepMax, audit) = (
        .list, Self.catalogue, nil, nil, nil, nil, .automatic
      )
      return
    }
    let workload: (any MeasurableWorkload)?
    if let name = arguments.values["--workload"] {
      workload = Self.catalogue.first { $0.name == name }
    } else if !given.isDisjoint(with: Self.singleWorkloadOptions) {
      workload = Self.reference
    } else {
      workload = nil
    }
    workloads = workload.map { [$0] } ?? Self.catalogue
    playsCatalogue = workload == nil

    let sizeText = arguments.values["--size"] ?? arguments.values["--books"]
    if let sizeText, let workload {
      let option = arguments.values["--size"] != nil ? "--size" : "--books"
      guard arguments.values["--books"] == nil || workload.sizeName == "books" else {
        throw ArgumentError(
          message: "--books is for workloads sized in books; \(workload.name) counts "
            + "\(workload.sizeName): use --size")
      }
      guard let value = Int(sizeText.replacing("_", with: "")), workload.sizes.contains(value)
      else {
        throw ArgumentError(
          message:
            "\(option) takes a whole number from \(formatGrouped(workload.sizes.lowerBound)) to "
            + "\(formatGrouped(workload.sizes.upperBound)) for \(workload.name), "
            + "not '\(sizeText)'"
        )
      }
      size = value
    } else {
      size = nil
    }
    if let name = arguments.values["--variant"], let workload {
      guard
        let variant = workload.variantNames.first(where: { $0.lowercased() == name.lowercased() })
      else {
        throw ArgumentError(
          message: "--variant takes one of \(workload.name)'s variants: "
            + workload.variantNames.joined(separator: ", ") + "; not '\(name)'")
      }
      variants = [variant]
    } else {
      variants = nil
    }
    if let event = arguments.values["--explain"], let workload {
      guard workload.eventNames.contains(event) else {
        throw ArgumentError(
          message: "--explain takes an event of \(workload.name)'s script: "
            + workload.eventNames.joined(separator: ", ") + "; not '\(event)'")
      }
      mode = .explain(event: event)
    } else {
      mode = .report(
        arguments.flags.contains("--json")
          ? .json : arguments.flags.contains("--markdown") ? .markdown : .table)
    }
    svgPath = arguments.values["--svg"]
    audit =
      AuditPolicy.allCases.first { $0.description == arguments.values["--audit"] } ?? .automatic
    let sweepMax = try arguments.integer(Self.command.options.first { $0.name == "--sweep-max" }!)
    self.sweepMax =
      arguments.flags.contains("--no-sweep") || arguments.values["--explain"] != nil
      ? nil : sweepMax
  }

  /// The sizes of `workload`'s sweep in this run.
  func sweepSizes(of workload: any MeasurableWorkload) -> [Int] {
    sweepMax.map { max in workload.sweepSizes.filter { $0 <= max } } ?? []
  }
}
