/// A `@Published` property's storage, seen without its value type.
protocol PublishedField {
  /// The untyped part of the storage.
  var storage: PublishedStorage { get }

  /// Reads the untyped part of the storage of this type found at `address`, inside an object.
  ///
  /// - Parameter address: The address of a stored property of this type in a live object.
  /// - Returns: The untyped part of the storage.
  static func storage(at address: UnsafeRawPointer) -> PublishedStorage
}

extension Published: PublishedField {
  var storage: PublishedStorage { box }

  static func storage(at address: UnsafeRawPointer) -> PublishedStorage {
    address.load(as: Published<Value>.self).box
  }
}
