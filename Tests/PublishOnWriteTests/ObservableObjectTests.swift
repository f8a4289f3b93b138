import PublishOnWrite
import Testing

@Suite("ObservableObject")
struct ObservableObjectTests {
  @Test func objectWillChangeIsTheSameInstanceOnEveryAccess() {
    let library = Library()
    let first = library.objectWillChange
    library.count = 1
    #expect(library.objectWillChange === first)
    #expect(library.objectWillChange === first)
  }

  @Test func eachObjectHasItsOwnPublisher() {
    let one = Library()
    let two = Library()
    #expect(one.objectWillChange !== two.objectWillChange)
  }

  @Test func baseAndSubclassPropertiesShareOnePublisher() {
    let model = DerivedModel()
    let viaBase = (model as BaseModel).objectWillChange
    #expect(model.objectWillChange === viaBase)
    let counter = Counter()
    let token = viaBase.sink { counter.increment() }
    model.base = 1
    model.derived = 2
    model.other = "3"
    #expect(counter.count == 3)
    token.cancel()
  }

  @Test func subclassPropertiesSendWhenTheBaseClassHasNone() {
    let model = LateModel()
    let counter = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    model.value = 1
    model.value = 2
    #expect(counter.count == 2)
    token.cancel()
  }

  @Test func publishedDoesNotSendAnObjectWillChangeTheClassDeclares() {
    let model = ManualModel()
    let counter = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    model.value = 1
    #expect(counter.count == 0)
    model.objectWillChange.send()
    #expect(counter.count == 1)
    token.cancel()
  }

  @Test func objectWillChangeMayBeAnotherPublisherType() {
    let model = ProjectedModel()
    let log = EventLog()
    let token = model.objectWillChange.sink { log.record("\($0)") }
    model.value = 5
    #expect(log.events == ["0", "5"])
    token.cancel()
  }

  @Test func classWithoutPublishedPropertiesGetsOneStablePublisher() {
    let model = PlainObservable()
    let publisher = model.objectWillChange
    #expect(model.objectWillChange === publisher)
    let counter = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    model.objectWillChange.send()
    #expect(counter.count == 1)
    token.cancel()
  }

  @Test func classWithoutPublishedPropertiesDeinitializes() {
    weak var weakModel: PlainObservable?
    var publisher: ObservableObjectPublisher?
    do {
      let model = PlainObservable()
      weakModel = model
      publisher = model.objectWillChange
    }
    #expect(weakModel == nil)
    #expect(publisher != nil)
  }

  @Test func newObjectAtAReusedAddressGetsANewPublisher() throws {
    // The allocator usually hands the freed address to the next object of the same size; the
    // candidates are kept (room reserved first, so that keeping them allocates nothing that
    // could take the address), and the whole attempt is made again if another allocation took it.
    var kept: [PlainObservable] = []
    kept.reserveCapacity(10_000)
    for _ in 0..<5 {
      kept.removeAll(keepingCapacity: true)
      var oldIdentifier: ObjectIdentifier?
      var oldPublisher: ObservableObjectPublisher?
      do {
        let model = PlainObservable()
        oldIdentifier = ObjectIdentifier(model)
        oldPublisher = model.objectWillChange
      }
      for _ in 0..<10_000 {
        let candidate = PlainObservable()
        if ObjectIdentifier(candidate) == oldIdentifier {
          #expect(candidate.objectWillChange !== oldPublisher)
          return
        }
        kept.append(candidate)
      }
    }
    Issue.record("the allocator never reused the address in 5 attempts")
  }

  @Test func publishersOfDeinitializedObjectsAreDropped() {
    for _ in 0..<1_000 {
      _ = PlainObservable().objectWillChange
    }
    #expect(PublisherSideTable.shared.count < 500)
  }
}
