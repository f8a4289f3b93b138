/// The floor: a class with a plain stored property.
final class PlainModel {
  var count = 0
}
