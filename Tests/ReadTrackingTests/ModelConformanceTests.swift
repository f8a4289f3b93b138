import Foundation
import ReadTracking
import Testing

/// A model whose `Codable` conformance is synthesized, as with the toolchain's macro.
final class Catalog: Observable, Codable {
  var observationRegistrar = ObservationRegistrar()
  @Tracked var title = ""
  @Tracked var count = 0
  @ObservationIgnored var thumbnails: [String] = []
}

/// A model that lists its coded properties, keeping the registrar a `let`.
final class Bookmark: Observable, Codable {
  let observationRegistrar = ObservationRegistrar()
  @Tracked var page = 0

  enum CodingKeys: String, CodingKey {
    case page
  }
}

/// A value that holds a registrar and tracked storage as plain stored properties.
struct Snapshot: Hashable, Codable {
  var registrar = ObservationRegistrar()
  var title: Tracked<String>
  var pages: ObservationIgnored<Int>
}

@Suite("Models: @ObservationIgnored, Codable, Hashable")
struct ModelConformanceTests {
  @Test func anObservationIgnoredPropertyIsNeitherRecordedNorNotified() {
    let catalog = Catalog()
    let log = Log<String>()
    withObservationTracking {
      _ = catalog.thumbnails
    } onChange: {
      log.append("fired")
    }
    catalog.thumbnails = ["dune.png"]
    #expect(catalog.thumbnails == ["dune.png"])
    #expect(log.count == 0)
    #expect(catalog.observationRegistrar.registrationCounts.registrations == 0)
  }

  @Test func aModelSynthesizesCodableWithThePropertyNames() throws {
    let catalog = Catalog()
    catalog.title = "Novels"
    catalog.count = 2
    catalog.thumbnails = ["dune.png"]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(catalog), as: UTF8.self)
    #expect(
      json == #"{"count":2,"observationRegistrar":{},"thumbnails":["dune.png"],"title":"Novels"}"#
    )
    let decoded = try JSONDecoder().decode(Catalog.self, from: Data(json.utf8))
    #expect(decoded.title == "Novels")
    #expect(decoded.count == 2)
    #expect(decoded.thumbnails == ["dune.png"])
  }

  @Test func aDecodedPropertyIsTrackedWithItsTypesDefaultPolicy() throws {
    let decoded = try JSONDecoder().decode(
      Catalog.self,
      from: Data(#"{"count":1,"observationRegistrar":{},"thumbnails":[],"title":"A"}"#.utf8))
    let log = Log<String>()
    _ = withObservationTracking(options: .willSet) {
      decoded.title
    } onChange: { event in
      log.append("\(event.kind) \(event.matches(\Catalog.title))")
    }
    decoded.title = "A"  // equal: `.unlessEqual`, as `@Tracked var title = ""` gives
    #expect(log.count == 0)
    decoded.title = "B"
    #expect(log.values == ["willSet true"])
  }

  @Test func aModelWithCodingKeysKeepsItsRegistrarALet() throws {
    let bookmark = Bookmark()
    bookmark.page = 12
    let data = try JSONEncoder().encode(bookmark)
    #expect(String(decoding: data, as: UTF8.self) == #"{"page":12}"#)
    #expect(try JSONDecoder().decode(Bookmark.self, from: data).page == 12)
  }

  @Test func aValueHoldingARegistrarAndTrackedStorageSynthesizesHashable() {
    let first = Snapshot(title: Tracked(wrappedValue: "Dune"), pages: .init(wrappedValue: 412))
    let same = Snapshot(title: Tracked(wrappedValue: "Dune"), pages: .init(wrappedValue: 412))
    let other = Snapshot(title: Tracked(wrappedValue: "Emma"), pages: .init(wrappedValue: 412))
    #expect(first == same)
    #expect(first.hashValue == same.hashValue)
    #expect(first != other)
    #expect(Set([first, same, other]).count == 2)
  }

  @Test func registrarsAreAllEqualAndEncodeNothing() throws {
    #expect(ObservationRegistrar() == ObservationRegistrar())
    #expect(ObservationRegistrar().hashValue == ObservationRegistrar().hashValue)
    let snapshot = Snapshot(title: Tracked(wrappedValue: "Dune"), pages: .init(wrappedValue: 1))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(snapshot), as: UTF8.self)
        == #"{"pages":1,"registrar":{},"title":"Dune"}"#)
  }
}
