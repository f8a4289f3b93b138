import ReadTracking
import Testing

/// A serial executor that runs each job at once on the thread that enqueues it, after reading
/// `bystander.celsius` there: what another task would do if it ran on that thread while the
/// job's task was suspended.
private final class IntrudingExecutor: SerialExecutor {
  let bystander: Thermometer

  init(bystander: Thermometer) {
    self.bystander = bystander
  }

  func enqueue(_ job: consuming ExecutorJob) {
    _ = bystander.celsius
    job.runSynchronously(on: asUnownedSerialExecutor())
  }
}

/// An actor whose executor alternates between two at each hop to it, so that an `await` of one
/// of its closures made on it switches executors, that is suspends, where an actor with one
/// executor would continue at once.
///
/// Its jobs run on the enqueuing thread: the tests call it from one task at a time.
private actor Hopper {
  let model = Thermometer()
  let bystander = Thermometer()
  private let executors: [IntrudingExecutor]
  private let hops = Lock(0)
  private var token: ObservationTracking.Token?
  /// The calls of the continuous observation so far (read from outside while it runs).
  let continuousCalls = Lock(0)

  init() {
    executors = [
      IntrudingExecutor(bystander: bystander), IntrudingExecutor(bystander: bystander),
    ]
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    let hop = hops.withLock { hops in
      defer { hops += 1 }
      return hops
    }
    return executors[hop % 2].asUnownedSerialExecutor()
  }

  /// Takes the first value of `Observations` over `model.celsius`, isolated to this actor, and
  /// counts the registrations the iterator installed on each model while it is alive.
  func firstObservation() async -> (
    value: Int?, modelRegistrations: Int, bystanderRegistrations: Int
  ) {
    var iterator = Observations { self.model.celsius }.makeAsyncIterator()
    let value = await iterator.next()
    return (
      value, model.observationRegistrar.registrationCounts.registrations,
      bystander.observationRegistrar.registrationCounts.registrations
    )
  }

  /// Starts a continuous observation of `model.celsius`, isolated to this actor.
  func startContinuousObservation() {
    token = withContinuousObservation(options: .willSet) { _ in
      _ = self.model.celsius
      self.continuousCalls.withLock { $0 += 1 }
    }
  }

  /// Cancels the continuous observation.
  func stopContinuousObservation() {
    token.take()?.cancel()
  }
}

@Suite("The tracked region is synchronous", .timeLimit(.minutes(10)))
struct SynchronousTrackedRegionTests {
  @Test func observationsTracksNoReadMadeOnTheThreadByOtherWork() async {
    let hopper = Hopper()
    let observation = await hopper.firstObservation()
    #expect(observation.value == 0)
    #expect(observation.modelRegistrations == 1)
    // Reading `bystander` is what the actor's executors do whenever a job is enqueued: had the
    // closure been awaited with the access list open, the hop would have recorded that read.
    #expect(observation.bystanderRegistrations == 0)
  }

  @Test func continuousObservationTracksNoReadMadeOnTheThreadByOtherWork() async {
    let hopper = Hopper()
    await hopper.startContinuousObservation()
    // The apply closure counts its call before its scope is installed: wait for the scope.
    let deadline = ContinuousClock.now + .seconds(10)
    while hopper.model.observationRegistrar.registrationCounts.registrations == 0,
      ContinuousClock.now < deadline
    {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(hopper.continuousCalls.withLock { $0 } == 1)
    #expect(hopper.model.observationRegistrar.registrationCounts.registrations == 1)
    #expect(hopper.bystander.observationRegistrar.registrationCounts.registrations == 0)
    await hopper.stopContinuousObservation()
  }
}
