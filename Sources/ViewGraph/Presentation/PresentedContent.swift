/// A presentation that is on screen, which a host can dismiss.
protocol PresentedContent {
  var dismiss: DismissAction { get }
}

extension Sheet: PresentedContent {}
