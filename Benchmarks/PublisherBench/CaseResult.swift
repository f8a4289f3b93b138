/// One benchmark case and its timing, as printed by `--json`.
struct CaseResult: Encodable {
  /// What is measured.
  let name: String
  /// How many subscribers the measured publisher has.
  let subscribers: Int
  /// The median time per operation.
  let medianNanoseconds: Double
  /// The 90th percentile time per operation.
  let p90Nanoseconds: Double
  /// The median minus the median of the plain stored write, measured in the same run.
  let overFloorNanoseconds: Double
}
