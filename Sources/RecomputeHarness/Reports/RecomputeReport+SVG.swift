extension RecomputeReport {
  /// An SVG bar chart of the bodies recomputed per event at the report's size, one bar per
  /// variant: solid up to the lower bound, pale for the wasted rest.
  public var svg: String {
    let colors = ["#d1495b", "#edae49", "#00798c", "#30638e"]
    let events = runs[0].results
    let barWidth = 14
    let groupWidth = barWidth * runs.count + 12
    let (left, top, plotHeight) = (48, 40, 240)
    let width = left + groupWidth * events.count + 16
    let height = top + plotHeight + 90
    let maximum = max(1, runs.flatMap { $0.results.map(\.recomputed) }.max() ?? 1)
    func y(_ value: Int) -> Int { top + plotHeight - plotHeight * value / maximum }

    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "font-family=\"sans-serif\" font-size=\"11\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      "<text x=\"\(left)\" y=\"18\" font-size=\"13\">\(escaped(runs[0].workload)): bodies "
        + "recomputed per event, \(runs[0].size) \(escaped(runs[0].sizeName)) (solid: output "
        + "changed or appeared; pale: wasted)</text>",
      "<line x1=\"\(left)\" y1=\"\(y(0))\" x2=\"\(width - 8)\" y2=\"\(y(0))\" stroke=\"#333\"/>",
      "<text x=\"\(left - 6)\" y=\"\(y(maximum) + 4)\" text-anchor=\"end\">\(maximum)</text>",
      "<text x=\"\(left - 6)\" y=\"\(y(0) + 4)\" text-anchor=\"end\">0</text>",
    ]
    for (eventIndex, event) in events.enumerated() {
      let groupX = left + 6 + groupWidth * eventIndex
      for (runIndex, run) in runs.enumerated() {
        let result = run.results[eventIndex]
        let x = groupX + barWidth * runIndex
        let color = colors[runIndex % colors.count]
        // The whole bar is pale; its needed part (the lower bound) is drawn solid over it.
        for (value, opacity) in [(result.recomputed, "0.35"), (result.lowerBound, "1")] {
          parts.append(
            "<rect x=\"\(x)\" y=\"\(y(value))\" width=\"\(barWidth - 2)\" "
              + "height=\"\(y(0) - y(value))\" fill=\"\(color)\" fill-opacity=\"\(opacity)\">"
              + "<title>\(escaped(run.variantTitle)), \(escaped(event.eventDescription)): "
              + "\(result.recomputed) recomputed, \(result.wasted) wasted</title></rect>")
        }
      }
      let labelX = groupX + barWidth * runs.count / 2
      parts.append(
        "<text x=\"\(labelX)\" y=\"\(y(0) + 14)\" text-anchor=\"end\" "
          + "transform=\"rotate(-35 \(labelX) \(y(0) + 14))\">\(escaped(event.event))</text>")
    }
    for (runIndex, run) in runs.enumerated() {
      let x = left + 150 * runIndex
      parts.append(
        "<rect x=\"\(x)\" y=\"\(height - 18)\" width=\"10\" height=\"10\" "
          + "fill=\"\(colors[runIndex % colors.count])\"/>"
          + "<text x=\"\(x + 14)\" y=\"\(height - 9)\">\(escaped(run.variantTitle))</text>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n") + "\n"
  }
}

/// `text` with the characters XML reserves escaped.
private func escaped(_ text: String) -> String {
  text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    .replacing("\"", with: "&quot;")
}
