import Observation
import ReadTracking

// The three models the benchmark compares: the same ten `Int` properties, tracked by this
// package, tracked by the toolchain's Observation (a hand-written conformance, as the macro
// would expand it), and plain stored properties (the floor).

/// Ten properties tracked by this package's registrar.
final class OurModel: ReadTracking.Observable {
  let observationRegistrar = ReadTracking.ObservationRegistrar()
  @Tracked var p0 = 0
  @Tracked var p1 = 0
  @Tracked var p2 = 0
  @Tracked var p3 = 0
  @Tracked var p4 = 0
  @Tracked var p5 = 0
  @Tracked var p6 = 0
  @Tracked var p7 = 0
  @Tracked var p8 = 0
  @Tracked var p9 = 0

  /// Reads all ten properties.
  func readAll() -> Int {
    let model = self
    return model.p0 &+ model.p1 &+ model.p2 &+ model.p3 &+ model.p4 &+ model.p5 &+ model.p6
      &+ model.p7 &+ model.p8 &+ model.p9
  }
}

/// Ten properties tracked by the toolchain's registrar, written out as the macro expands them.
final class ToolchainModel: Observation.Observable {
  private let registrar = Observation.ObservationRegistrar()
  private var _p0 = 0
  var p0: Int {
    get {
      registrar.access(self, keyPath: \.p0)
      return _p0
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p0) { _p0 = newValue }
    }
  }
  private var _p1 = 0
  var p1: Int {
    get {
      registrar.access(self, keyPath: \.p1)
      return _p1
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p1) { _p1 = newValue }
    }
  }
  private var _p2 = 0
  var p2: Int {
    get {
      registrar.access(self, keyPath: \.p2)
      return _p2
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p2) { _p2 = newValue }
    }
  }
  private var _p3 = 0
  var p3: Int {
    get {
      registrar.access(self, keyPath: \.p3)
      return _p3
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p3) { _p3 = newValue }
    }
  }
  private var _p4 = 0
  var p4: Int {
    get {
      registrar.access(self, keyPath: \.p4)
      return _p4
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p4) { _p4 = newValue }
    }
  }
  private var _p5 = 0
  var p5: Int {
    get {
      registrar.access(self, keyPath: \.p5)
      return _p5
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p5) { _p5 = newValue }
    }
  }
  private var _p6 = 0
  var p6: Int {
    get {
      registrar.access(self, keyPath: \.p6)
      return _p6
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p6) { _p6 = newValue }
    }
  }
  private var _p7 = 0
  var p7: Int {
    get {
      registrar.access(self, keyPath: \.p7)
      return _p7
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p7) { _p7 = newValue }
    }
  }
  private var _p8 = 0
  var p8: Int {
    get {
      registrar.access(self, keyPath: \.p8)
      return _p8
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p8) { _p8 = newValue }
    }
  }
  private var _p9 = 0
  var p9: Int {
    get {
      registrar.access(self, keyPath: \.p9)
      return _p9
    }
    set {
      registrar.withMutation(of: self, keyPath: \.p9) { _p9 = newValue }
    }
  }

  /// Reads all ten properties.
  func readAll() -> Int {
    let model = self
    return model.p0 &+ model.p1 &+ model.p2 &+ model.p3 &+ model.p4 &+ model.p5 &+ model.p6
      &+ model.p7 &+ model.p8 &+ model.p9
  }
}

/// Ten plain stored properties: the floor.
final class PlainModel {
  var p0 = 0
  var p1 = 0
  var p2 = 0
  var p3 = 0
  var p4 = 0
  var p5 = 0
  var p6 = 0
  var p7 = 0
  var p8 = 0
  var p9 = 0

  /// Reads all ten properties.
  func readAll() -> Int {
    let model = self
    return model.p0 &+ model.p1 &+ model.p2 &+ model.p3 &+ model.p4 &+ model.p5 &+ model.p6
      &+ model.p7 &+ model.p8 &+ model.p9
  }
}
