// publisher-bench: the cost of a @Published write against a plain stored write (`--help` says
// more).

import BenchmarkSupport
import PublishOnWrite

let samplesOption = CommandOption.samples(default: 15)
let iterationsOption = CommandOption.integer(
  "--iterations", default: 1_000_000, in: 1...100_000_000, "Operations timed in each sample.")
let command = BenchmarkCommand(
  name: "publisher-bench",
  abstract: "Measures PublishOnWrite in the same run as a plain stored write: nanoseconds per "
    + "@Published write with 0, 1 or 10 objectWillChange subscribers and with a $property "
    + "subscriber, per send(), per sink and cancel (objectWillChange, $count, a subject), per "
    + "cancel of the oldest of 10 or 100 000 sinks, per objectWillChange read, and a write to a "
    + "toolchain Observation property; each case as its median, its 90th percentile and its "
    + "cost over the plain write. Progress goes to standard error; the results to standard "
    + "output.",
  options: [.jsonLines(oneObjectPer: "case"), samplesOption, iterationsOption],
  examples: [
    "swift run -c release publisher-bench",
    "swift run -c release publisher-bench --iterations 100_000 --json > publisher.jsonl",
  ])
let (arguments, samples, iterations) = parseCommandLine(command) { arguments in
  (arguments, try arguments.integer(samplesOption), try arguments.integer(iterationsOption))
}

var cases: [(name: String, subscribers: Int, measurement: Measurement)] = []

@MainActor
func run(_ name: String, subscribers: Int = 0, _ body: (Int) -> Void) {
  reportProgress("measuring \(name)")
  cases.append((name, subscribers, measure(samples: samples, iterations: iterations, body)))
}

let plain = PlainModel()
run("plain stored write (floor)") { plain.count = $0 }

let unlinked = PublishedModel()
run("@Published write, objectWillChange never read") { unlinked.count = $0 }

for subscriberCount in [0, 1, 10] {
  let model = PublishedModel()
  let tokens = (0..<subscriberCount).map { _ in model.objectWillChange.sink {} }
  run("@Published write, objectWillChange subscribers", subscribers: subscriberCount) {
    model.count = $0
  }
  withExtendedLifetime(tokens) {}
}

let projected = PublishedModel()
let projectedToken = projected.$count.sink { _ in }
run("@Published write, $count subscribers", subscribers: 1) { projected.count = $0 }
withExtendedLifetime(projectedToken) {}

for subscriberCount in [0, 1] {
  let publisher = ObservableObjectPublisher()
  let tokens = (0..<subscriberCount).map { _ in publisher.sink {} }
  run("send() alone", subscribers: subscriberCount) { _ in publisher.send() }
  withExtendedLifetime(tokens) {}
}

let subscribed = ObservableObjectPublisher()
run("sink then cancel") { _ in subscribed.sink {}.cancel() }

let projectedSubscribed = PublishedModel()
run("$count sink then cancel") { _ in projectedSubscribed.$count.sink { _ in }.cancel() }

let subject = PassthroughSubject<Int, Never>()
run("PassthroughSubject sink then cancel") { _ in subject.sink { _ in }.cancel() }

// Subscriptions cancelled oldest first, as a screen's rows are when it goes: the cost must not
// grow with the number of other subscribers.
for subscriberCount in [10, 100_000] {
  let publisher = ObservableObjectPublisher()
  var window = (0..<subscriberCount).map { _ in publisher.sink {} }
  var oldest = 0
  run("cancel the oldest sink, then sink again", subscribers: subscriberCount) { _ in
    window[oldest].cancel()
    window[oldest] = publisher.sink {}
    oldest = (oldest + 1) % subscriberCount
  }
}

let reflected = PublishedModel()
run("objectWillChange read (reflection)") { _ in blackHole(reflected.objectWillChange) }

let tracked = TrackedModel()
run("toolchain Observation write, no observer") { tracked.count = $0 }

// The floor is measured first and again last; the lower median is used, so that a slow start
// (or a burst of load from elsewhere on a shared machine) does not shift every ratio.
run("plain stored write (floor, again)") { plain.count = $0 }
let floor = min(cases[0].measurement.median, cases[cases.count - 1].measurement.median)
let results = cases.map {
  CaseResult(
    name: $0.name, subscribers: $0.subscribers, medianNanoseconds: $0.measurement.median,
    p90Nanoseconds: $0.measurement.p90, overFloorNanoseconds: $0.measurement.median - floor)
}

printResults(results, asJSON: arguments.flags.contains("--json")) {
  renderTable(
    header: ["case", "subscribers", "median ns", "p90 ns", "over floor ns", "floor ratio"],
    rows: results.map {
      [
        $0.name, String($0.subscribers), formatNanoseconds($0.medianNanoseconds),
        formatNanoseconds($0.p90Nanoseconds),
        ($0.overFloorNanoseconds < 0 ? "-" : "+")
          + formatNanoseconds(abs($0.overFloorNanoseconds)),
        formatRatio($0.medianNanoseconds, over: floor),
      ]
    })
}
