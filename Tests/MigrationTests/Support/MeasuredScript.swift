import LibraryApp

/// The event script played on every variant at the guide's library size, and the cell text the
/// guide's count tables must show for it.
@MainActor
struct MeasuredScript {
  /// The library size every count in the guide is quoted at.
  static let bookCount = 42

  /// The label of the row giving the mean number of bodies recomputed per keystroke.
  static let meanPerKeystrokeLabel = "mean per keystroke"
  /// The label of the row giving the totals over the whole script.
  static let wholeScriptLabel = "whole script"

  let measurements: [Variant: [EventMeasurement]]

  /// Plays the script on a fresh screen of each variant, audited for missed updates.
  ///
  /// - Throws: What the workload throws.
  init() async throws {
    var measurements: [Variant: [EventMeasurement]] = [:]
    for variant in Variant.allCases {
      // Audited, so that the README can quote the missed updates; the audit changes no count.
      measurements[variant] = try await LibraryWorkload(
        variant, bookCount: Self.bookCount, auditsMissedUpdates: true
      ).run()
    }
    self.measurements = measurements
  }

  /// The variant a count table's column header names: its `description`, such as
  /// `A: publish-on-write`.
  static func variant(named header: String) -> Variant? {
    Variant.allCases.first { "\($0)" == header }
  }

  /// The views the audit found stale after the event whose `description` is `rowLabel`, on
  /// `variant`; `nil` when no event has that label.
  func missed(rowLabel: String, variant: Variant) -> Int? {
    measurements[variant]?.first { "\($0.event)" == rowLabel }?.missed
  }

  /// The cell the guide must show for `rowLabel` and `variant`: `recomputed / wasted` for an
  /// event (named by its `description`, such as `type "s"`) and for the whole script, the mean
  /// for the keystroke row; `nil` when no row has that label.
  func cell(rowLabel: String, variant: Variant) -> String? {
    guard let measurements = measurements[variant] else { return nil }
    if rowLabel == Self.meanPerKeystrokeLabel {
      let keystrokes = measurements.filter(\.event.isKeystroke).map(\.recomputed)
      let sum = keystrokes.reduce(0, +)
      return sum % keystrokes.count == 0
        ? "\(sum / keystrokes.count)" : "\(Double(sum) / Double(keystrokes.count))"
    }
    if rowLabel == Self.wholeScriptLabel {
      return "\(measurements.map(\.recomputed).reduce(0, +)) / "
        + "\(measurements.map(\.wasted).reduce(0, +))"
    }
    guard let measurement = measurements.first(where: { "\($0.event)" == rowLabel }) else {
      return nil
    }
    return "\(measurement.recomputed) / \(measurement.wasted)"
  }
}
