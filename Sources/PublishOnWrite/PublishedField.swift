/// A `@Published` property's storage, seen without its value type.
protocol PublishedField {
  /// The storage's link to its object's publisher.
  var link: PublishedLink { get }

  /// Reads the link of the storage of this type found at `address`, inside an object.
  ///
  /// - Parameter address: The address of a stored property of this type in a live object.
  /// - Returns: The storage's link.
  static func link(at address: UnsafeRawPointer) -> PublishedLink
}

extension Published: PublishedField {
  var link: PublishedLink { box }

  static func link(at address: UnsafeRawPointer) -> PublishedLink {
    address.load(as: Published<Value>.self).box
  }
}
