// registrar-bench: nanoseconds per operation of this package's registrar, the toolchain's
// Observation and a plain stored property, measured in the same run (`--help` says more).

import BenchmarkSupport
import CRegistrarBenchSupport
import Observation
import ReadTracking

let samplesOption = CommandOption.samples(default: 15)
let scaleOption = CommandOption.integer(
  "--scale", default: 1, in: 1...100,
  "Multiplies the operations per sample (200 000 for reads and writes, 20 000 for scopes).")
let caseOption = CommandOption.choice(
  "--case", BenchCase.allCases.map(\.rawValue),
  "Run one group of cases only (for a profiler); all of them when absent.")
let command = BenchmarkCommand(
  name: "registrar-bench",
  abstract: "Measures ReadTracking's ObservationRegistrar against the toolchain's Observation "
    + "and a plain stored property, in the same run: nanoseconds per read and write outside and "
    + "inside a tracking scope, per scope installed, fired and cancelled, per write firing 1, 10 "
    + "or 1 000 observers, and heap bytes per object and per recorded dependency. Progress goes "
    + "to standard error; the results (medians) to standard output.",
  options: [.jsonLines(oneObjectPer: "case"), samplesOption, scaleOption, caseOption],
  examples: [
    "swift run -c release registrar-bench",
    "swift run -c release registrar-bench --samples 31 --json > registrar.jsonl",
    "swift run -c release registrar-bench --case token",
  ])
let (arguments, samples, scale) = parseCommandLine(command) { arguments in
  (arguments, try arguments.integer(samplesOption), try arguments.integer(scaleOption))
}

/// The groups of cases `--case` selects.
enum BenchCase: String, CaseIterable {
  case reads
  case scopes
  case token
  case reinstall
  case firing
  case memory

  /// Whether the command line selects this group.
  var isSelected: Bool {
    arguments.values["--case"].map { $0 == rawValue } ?? true
  }
}

/// One row of the results.
struct Result: Encodable {
  let `case`: String
  let unit: String
  let oursNs: Double
  let stdlibNs: Double
  let floorNs: Double?
}

var results: [Result] = []

/// Records a timed case.
@MainActor func record(_ name: String, ours: Measurement, stdlib: Measurement, floor: Measurement?)
{
  reportProgress("measured: \(name)")
  results.append(
    Result(
      case: name, unit: "ns", oursNs: ours.median, stdlibNs: stdlib.median,
      floorNs: floor?.median))
}

let iterations = 200_000 * scale

// MARK: Reads and writes outside any scope

let ours = OurModel()
let theirs = ToolchainModel()
let plain = PlainModel()

if BenchCase.reads.isSelected {
  record(
    "read outside any scope",
    ours: measure(samples: samples, iterations: iterations) { _ in blackHole(ours.p0) },
    stdlib: measure(samples: samples, iterations: iterations) { _ in blackHole(theirs.p0) },
    floor: measure(samples: samples, iterations: iterations) { _ in blackHole(plain.p0) })

  record(
    "write with no observers",
    ours: measure(samples: samples, iterations: iterations) { ours.p1 = $0 },
    stdlib: measure(samples: samples, iterations: iterations) { theirs.p1 = $0 },
    floor: measure(samples: samples, iterations: iterations) { plain.p1 = $0 })

  // MARK: Reads inside a scope (the scope stays open while the reads are timed)

  var readInside: (Measurement, Measurement)?
  let (_, insideToken) = ReadTracking.withCancellableObservationTracking(options: .willSet) {
    let oursInside = measure(samples: samples, iterations: iterations) { _ in blackHole(ours.p2) }
    Observation.withObservationTracking {
      let theirsInside = measure(samples: samples, iterations: iterations) { _ in
        blackHole(theirs.p2)
      }
      readInside = (oursInside, theirsInside)
    } onChange: {
    }
  } onChange: { _ in
  }
  insideToken.cancel()
  if let (oursInside, theirsInside) = readInside {
    record(
      "read inside a scope", ours: oursInside, stdlib: theirsInside,
      floor: measure(samples: samples, iterations: iterations) { _ in blackHole(plain.p2) })
  }
}

// MARK: Scopes installed and never fired

let scopeIterations = 20_000 * scale
if BenchCase.scopes.isSelected {
  for (label, readsAll) in [("1 read", false), ("10 reads", true)] {
    // Fresh objects, so that the scopes left installed by one case do not slow the next.
    let ours = OurModel()
    let theirs = ToolchainModel()
    let plain = PlainModel()
    record(
      "scope around \(label), never fired",
      ours: measure(samples: samples, iterations: scopeIterations) { _ in
        blackHole(
          ReadTracking.withObservationTracking {
            readsAll ? ours.readAll() : ours.p3
          } onChange: {
          })
      },
      stdlib: measure(samples: samples, iterations: scopeIterations) { _ in
        blackHole(
          Observation.withObservationTracking {
            readsAll ? theirs.readAll() : theirs.p3
          } onChange: {
          })
      },
      floor: measure(samples: samples, iterations: scopeIterations) { _ in
        blackHole(readsAll ? plain.readAll() : plain.p3)
      })
  }
}

if BenchCase.token.isSelected {
  record(
    "scope with token: install + cancel (1 read)",
    ours: measure(samples: samples, iterations: scopeIterations) { _ in
      let (value, tracking) = ReadTracking.withCancellableObservationTracking(options: .willSet) {
        ours.p4
      } onChange: { _ in
      }
      tracking.cancel()
      blackHole(value)
    },
    stdlib: measure(samples: samples, iterations: scopeIterations) { _ in
      blackHole(
        Observation.withObservationTracking {
          theirs.p4
        } onChange: {
        })
    },
    floor: nil)
}

// MARK: Install + fire + reinstall (what a view does on each change)

if BenchCase.reinstall.isSelected {
  record(
    "install + fire + reinstall",
    ours: measure(samples: samples, iterations: scopeIterations) { index in
      blackHole(
        ReadTracking.withObservationTracking {
          ours.p5
        } onChange: {
        })
      ours.p5 = index
    },
    stdlib: measure(samples: samples, iterations: scopeIterations) { index in
      blackHole(
        Observation.withObservationTracking {
          theirs.p5
        } onChange: {
        })
      theirs.p5 = index
    },
    floor: measure(samples: samples, iterations: scopeIterations) { index in
      blackHole(plain.p5)
      plain.p5 = index
    })
}

// MARK: Firing N observers (only the firing writes are timed)

/// Times one write to each of `objects` (the argument of `fire`) after `prepare` installed the
/// observers on each of them: the writes of a sample run between two clock reads, so the
/// clock's own cost (about 20 ns, the same for both registrars) is not counted in each write.
func timeFiring<Model>(
  _ objects: [Model], prepare: (Model) -> Void, fire: (Model, Int) -> Void
) -> Measurement {
  var timings: [Double] = []
  var value = 0
  for sample in 0...samples {
    for object in objects { prepare(object) }
    value += 1
    let start = monotonicNanoseconds()
    for object in objects { fire(object, value) }
    let elapsed = monotonicNanoseconds() - start
    if sample > 0 { timings.append(Double(elapsed) / Double(objects.count)) }
  }
  return Measurement(samples: timings)
}

if BenchCase.firing.isSelected {
  for observers in [1, 10, 1000] {
    let count = max(2, 2_000 * scale / observers)
    record(
      "firing \(observers) observer\(observers == 1 ? "" : "s")",
      ours: timeFiring((0..<count).map { _ in OurModel() }) { model in
        for _ in 0..<observers {
          ReadTracking.withObservationTracking {
            blackHole(model.p6)
          } onChange: {
          }
        }
      } fire: {
        $0.p6 = $1
      },
      stdlib: timeFiring((0..<count).map { _ in ToolchainModel() }) { model in
        for _ in 0..<observers {
          Observation.withObservationTracking {
            blackHole(model.p6)
          } onChange: {
          }
        }
      } fire: {
        $0.p6 = $1
      },
      floor: timeFiring((0..<count).map { _ in PlainModel() }) { _ in
      } fire: {
        $0.p6 = $1
      })
  }

  // A write to one property while many scopes observe another property of the same object: the
  // shape of a list whose rows all read one flag, next to a search field that reads the text.
  // Only the one scope that read the written property may cost anything.
  do {
    let bystanders = 1000
    let count = 20 * scale
    let oursObjects = (0..<count).map { _ in OurModel() }
    let theirObjects = (0..<count).map { _ in ToolchainModel() }
    let oursBystanders = oursObjects.flatMap { model in
      (0..<bystanders).map { _ in
        ReadTracking.withCancellableObservationTracking(options: .willSet) {
          blackHole(model.p7)
        } onChange: {
          _ in
        }.tracking
      }
    }
    for model in theirObjects {
      for _ in 0..<bystanders {
        Observation.withObservationTracking {
          blackHole(model.p7)
        } onChange: {
        }
      }
    }
    record(
      "firing 1 observer beside \(bystanders) of another property",
      ours: timeFiring(oursObjects) { model in
        ReadTracking.withObservationTracking {
          blackHole(model.p6)
        } onChange: {
        }
      } fire: {
        $0.p6 = $1
      },
      stdlib: timeFiring(theirObjects) { model in
        Observation.withObservationTracking {
          blackHole(model.p6)
        } onChange: {
        }
      } fire: {
        $0.p6 = $1
      },
      floor: nil)
    // Ends the bystanders: ours are cancelled when their tokens go, the toolchain's by a write.
    blackHole(oursBystanders)
    for model in theirObjects { model.p7 = 1 }
  }
}

// MARK: Memory

/// Heap bytes in use, from the allocator.
func heapBytes() -> Int {
  Int(registrar_bench_heap_bytes())
}

/// Heap bytes per item that `make` keeps alive, over `count` items.
func bytesPerItem<Item>(_ count: Int, _ make: (Int) -> Item) -> Double {
  var items: [Item] = []
  items.reserveCapacity(count)
  let before = heapBytes()
  for index in 0..<count { items.append(make(index)) }
  let after = heapBytes()
  blackHole(items)
  return Double(after - before) / Double(count)
}

// The C library may not report its heap usage (musl does not): then there is nothing to measure.
if BenchCase.memory.isSelected {
  if registrar_bench_can_count_heap() {
    let objectCount = 10_000
    results.append(
      Result(
        case: "bytes per observable object", unit: "bytes",
        oursNs: bytesPerItem(objectCount) { _ in OurModel() },
        stdlibNs: bytesPerItem(objectCount) { _ in ToolchainModel() },
        floorNs: bytesPerItem(objectCount) { _ in PlainModel() }))

    // One scope per object reading one property: bytes of the scope and of its registration.
    let oursObjects = (0..<objectCount).map { _ in OurModel() }
    let theirObjects = (0..<objectCount).map { _ in ToolchainModel() }
    results.append(
      Result(
        case: "bytes per recorded dependency", unit: "bytes",
        oursNs: bytesPerItem(objectCount) { index in
          ReadTracking.withObservationTracking {
            oursObjects[index].p7
          } onChange: {
          }
        },
        stdlibNs: bytesPerItem(objectCount) { index in
          Observation.withObservationTracking {
            theirObjects[index].p7
          } onChange: {
          }
        },
        floorNs: nil))
  } else {
    reportProgress("skipped the memory cases: this C library does not report its heap usage")
  }
}

// MARK: Output

printResults(results, asJSON: arguments.flags.contains("--json")) {
  let rows = results.map { result -> [String] in
    let format = { (value: Double) in
      result.unit == "ns" ? formatNanoseconds(value) : String(Int(value.rounded()))
    }
    return [
      result.case, result.unit, format(result.oursNs), format(result.stdlibNs),
      result.floorNs.map(format) ?? "–", formatRatio(result.stdlibNs, over: result.oursNs),
    ]
  }
  return renderTable(
    header: ["case", "unit", "ours", "Observation", "floor", "faster"], rows: rows)
}
