import StoredFieldReflection
import Testing

private struct Row {
  var flag = false
  var title = "row"
  var count: Int8 = 0
  var identifier = 0
}

private class Base {
  var baseValue = 1
}

private final class Derived: Base {
  var ownValue = "own"
  var otherValue = 2.5
}

@Suite("Stored fields from reflection metadata")
struct StoredFieldsTests {
  @Test func aStructsFieldsComeInDeclarationOrderAtTheirMemoryLayoutOffsets() throws {
    let fields = try #require(StoredFields.ofValueType(Row.self))
    #expect(fields.map(\.name) == ["flag", "title", "count", "identifier"])
    // The offsets the compiler gives key paths, an independent source.
    let expected = [\Row.flag, \Row.title, \Row.count, \Row.identifier].map {
      MemoryLayout<Row>.offset(of: $0)
    }
    #expect(fields.map(\.offset) == expected)
    #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(String.self))
    #expect(ObjectIdentifier(fields[2].type) == ObjectIdentifier(Int8.self))
  }

  @Test func aClassListsItsSuperclassesFieldsFirst() throws {
    let fields = try #require(StoredFields.ofClass(Derived.self))
    #expect(fields.map(\.name) == ["baseValue", "ownValue", "otherValue"])
    #expect(
      fields.map { ObjectIdentifier($0.type) } == [
        ObjectIdentifier(Int.self), ObjectIdentifier(String.self), ObjectIdentifier(Double.self),
      ])
    // Every field lies after the object header (two words) and they do not overlap.
    #expect(fields[0].offset >= 2 * MemoryLayout<Int>.size)
    #expect(fields.map(\.offset) == fields.map(\.offset).sorted())
  }

  @Test func aClassReadAsAValueTypeIsReportedAsUnreadable() {
    // The callers' fallbacks (`Mirror`, or no name) take over on `nil`.
    #expect(StoredFields.ofValueType(Derived.self) == nil)
  }
}
