import RecomputeHarness

/// What `--list` prints: per workload, its name and summary, its variants, its events, and its
/// sizes.
func listing(of workloads: [any MeasurableWorkload]) -> String {
  workloads.map { workload in
    [
      "\(workload.name): \(workload.summary)",
      "  variants: \(workload.variantNames.joined(separator: ", "))",
      "  events: \(workload.eventNames.joined(separator: ", "))",
      "  size: \(workload.sizeName), default \(workload.defaultSize), "
        + "from \(workload.sizes.lowerBound) to \(workload.sizes.upperBound)"
        + (workload.sweepSizes.isEmpty
          ? "" : "; sweep \(workload.sweepSizes.map(String.init).joined(separator: ", "))"),
    ].joined(separator: "\n")
  }.joined(separator: "\n\n")
}
