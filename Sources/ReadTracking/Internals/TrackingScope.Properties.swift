extension TrackingScope {
  /// The properties read in one registrar; one property is stored without an array.
  enum Properties {
    case one(PropertyKey)
    case many([PropertyKey])

    /// The number of properties.
    var count: Int {
      switch self {
      case .one: 1
      case .many(let properties): properties.count
      }
    }

    /// Calls `body` with each property.
    func visit(_ body: (PropertyKey) -> Void) {
      switch self {
      case .one(let property): body(property)
      case .many(let properties):
        for property in properties { body(property) }
      }
    }

    mutating func append(_ property: PropertyKey) {
      switch self {
      case .one(let first): self = .many([first, property])
      case .many(var properties):
        self = .one(property)  // release the array before appending, so it stays unique
        properties.append(property)
        self = .many(properties)
      }
    }

  }
}
