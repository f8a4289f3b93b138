#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The distribution of one benchmark case, in nanoseconds per operation.
public struct Measurement: Sendable {
  /// The median of the samples.
  public let median: Double
  /// The 90th percentile of the samples.
  public let p90: Double
  /// The samples, sorted, each the mean over one batch of iterations.
  public let samples: [Double]

  /// Summarizes a set of per-operation timings.
  ///
  /// - Parameter samples: Nanoseconds per operation, one value per batch; must not be empty.
  public init(samples: [Double]) {
    precondition(!samples.isEmpty, "a measurement needs at least one sample")
    let sorted = samples.sorted()
    self.samples = sorted
    self.median = sorted[sorted.count / 2]
    self.p90 = sorted[min(sorted.count - 1, (sorted.count * 9) / 10)]
  }
}

/// Times `body` over `samples` batches of `iterations` calls and reports nanoseconds per call.
///
/// One batch is run first as a warm-up and discarded. The iteration index is passed to `body`
/// so that the work can depend on it and cannot be hoisted out of the loop.
///
/// - Parameters:
///   - samples: How many batches to time.
///   - iterations: How many calls make one batch.
///   - body: The operation under test.
/// - Returns: The median and 90th percentile of the per-call time over the batches.
public func measure(
  samples: Int = 15,
  iterations: Int,
  _ body: (Int) -> Void
) -> Measurement {
  precondition(samples > 0 && iterations > 0, "samples and iterations must be positive")
  for index in 0..<iterations { body(index) }
  var timings: [Double] = []
  timings.reserveCapacity(samples)
  for _ in 0..<samples {
    let start = monotonicNanoseconds()
    for index in 0..<iterations { body(index) }
    let elapsed = monotonicNanoseconds() - start
    timings.append(Double(elapsed) / Double(iterations))
  }
  return Measurement(samples: timings)
}

/// Reads the monotonic clock, in nanoseconds.
public func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Consumes a value so that the optimizer cannot remove the work that produced it.
///
/// - Parameter value: Any value; it is not used.
@inline(never)
public func blackHole<T>(_ value: T) {}
