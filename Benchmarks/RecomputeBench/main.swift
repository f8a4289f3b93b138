// recompute-bench: runs the library screen's event script on every variant and prints how many
// view bodies each event recomputed, how many of those were wasted, and the lower bound; then
// the per-keystroke headline, and a sweep of the library size.

import BenchmarkSupport
import LibraryApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  recompute-bench [--books N] [--variant A|B|C|D] [--explain EVENT] [--json | --markdown]
                  [--svg FILE] [--sweep-max N | --no-sweep]
  """

let options = parseCommandLine(usage: usage, BenchOptions.init)

do {
  let runs = try await ScriptRun.runAll(options.variants, bookCount: options.bookCount)
  if let event = options.explainEvent {
    print(explanation(of: event, in: runs))
  } else {
    var sweep: [[ScriptRun]] = []
    for size in options.sweepSizes {
      sweep.append(try await ScriptRun.runAll(options.variants, bookCount: size, progress: true))
    }
    switch options.format {
    case .json:
      try printJSONLines((runs + sweep.flatMap { $0 }).flatMap(\.jsonRecords))
    case .markdown:
      print(renderMarkdown(runs: runs, sweep: sweep))
    case .table:
      print(renderText(runs: runs, sweep: sweep))
    }
  }
  if let path = options.svgPath {
    try writeBarChart(of: runs, to: path)
    reportProgress("wrote \(path)")
  }
} catch {
  reportProgress("error: \(error)")
  exit(1)
}
