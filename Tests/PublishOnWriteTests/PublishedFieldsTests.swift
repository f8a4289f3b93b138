import PublishOnWrite
import Testing

/// A generic model, whose layout depends on its type argument.
///
/// Safety: used from one thread.
private final class GenericModel<Element>: ObservableObject, @unchecked Sendable {
  @Published var first: Element
  var unpublished = 0
  @Published var second: [Element] = []

  init(_ first: Element) {
    self.first = first
  }
}

/// A model whose mirror hides its stored properties.
///
/// Safety: used from one thread.
private final class CustomMirrorModel: ObservableObject, CustomReflectable, @unchecked Sendable {
  @Published var value = 0
  var customMirror: Mirror { Mirror(self, children: [:]) }
}

@Suite("Finding @Published storage")
struct PublishedFieldsTests {
  @Test func layoutAndMirrorRoutesFindTheSameStorageInTheSameOrder() throws {
    let objects: [AnyObject] = [
      Library(), DerivedModel(), LateModel(), PlainObservable(), GenericModel("a"),
      GenericModel(1.5), Holder(),
    ]
    let expectedCounts = [2, 3, 1, 0, 2, 2, 1]
    for (object, expectedCount) in zip(objects, expectedCounts) {
      let layout = try #require(PublishedFields.storageIdentifiers(in: object, route: .layout))
      let mirror = PublishedFields.storageIdentifiers(in: object, route: .mirror)
      #expect(layout == mirror, "\(type(of: object))")
      #expect(layout.count == expectedCount, "\(type(of: object))")
    }
  }

  @Test func genericClassPropertiesSend() {
    let model = GenericModel("a")
    let counter = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    model.first = "b"
    model.second.append("c")
    model.unpublished = 1
    #expect(counter.count == 2)
    token.cancel()
  }

  @Test func classWithACustomMirrorStillSends() {
    let model = CustomMirrorModel()
    #expect(PublishedFields.storageIdentifiers(in: model, route: .mirror) == [])
    let counter = Counter()
    let token = model.objectWillChange.sink { counter.increment() }
    model.value = 1
    #expect(counter.count == 1)
    token.cancel()
  }
}
