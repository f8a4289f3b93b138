import BenchmarkSupport
import LibraryApp

/// The whole script played on one variant at one library size.
struct ScriptRun {
  /// One measurement per event of the script, in order; never empty.
  let measurements: [EventMeasurement]

  /// The variant that ran, as every measurement records it.
  var variant: Variant { measurements[0].variant }

  /// The number of books the library started with, as every measurement records it.
  var bookCount: Int { measurements[0].bookCount }

  /// Plays the script on each variant in turn, each on a fresh screen.
  @MainActor
  static func runAll(
    _ variants: [Variant], bookCount: Int, progress: Bool = false
  ) async throws -> [ScriptRun] {
    var runs: [ScriptRun] = []
    // A large library takes seconds to mount and to play: say what is under way.
    let isLarge = bookCount >= 100_000
    for variant in variants {
      if progress { reportProgress("sweep: \(variant), \(bookCount) books…") }
      let start = monotonicNanoseconds()
      if isLarge { reportProgress("\(variant): mounting \(formatGrouped(bookCount)) books…") }
      let workload = LibraryWorkload(variant, bookCount: bookCount)
      var measurements: [EventMeasurement] = []
      for event in ScriptEvent.script {
        if isLarge { reportProgress("\(variant): \(event)…") }
        measurements.append(try await workload.play(event))
      }
      runs.append(ScriptRun(measurements: measurements))
      if isLarge {
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        reportProgress("\(variant): done in \(formatTenths(seconds)) s")
      }
    }
    return runs
  }

  /// The mean number of bodies recomputed by one keystroke in the search field.
  var recomputedPerKeystroke: Double {
    let keystrokes = measurements.filter(\.event.isKeystroke)
    return Double(keystrokes.map(\.recomputed).reduce(0, +)) / Double(keystrokes.count)
  }

  /// The bodies recomputed over the whole script.
  var recomputedInScript: Int {
    measurements.map(\.recomputed).reduce(0, +)
  }

  /// The mean time of one event and its pass, in nanoseconds.
  var nanosecondsPerEvent: Double {
    meanNanoseconds(of: measurements)
  }

  /// The mean time of one keystroke and its pass, in nanoseconds.
  var nanosecondsPerKeystroke: Double {
    meanNanoseconds(of: measurements.filter(\.event.isKeystroke))
  }

  private func meanNanoseconds(of measurements: [EventMeasurement]) -> Double {
    Double(measurements.map(\.nanoseconds).reduce(0, +)) / Double(measurements.count)
  }

  /// One JSON record per event.
  var jsonRecords: [JSONRecord] {
    measurements.map {
      JSONRecord(
        variant: $0.variant.rawValue, event: $0.event.name, n: $0.bookCount,
        recomputed: $0.recomputed, wasted: $0.wasted, lowerBound: $0.lowerBound,
        ns: $0.nanoseconds)
    }
  }
}

/// One variant and event, as `--json` prints it.
struct JSONRecord: Encodable {
  let variant: String
  let event: String
  let n: Int
  let recomputed: Int
  let wasted: Int
  let lowerBound: Int
  let ns: UInt64
}
