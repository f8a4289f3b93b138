/// The namespace of the publisher types that operators return, as Combine's.
public enum Publishers {}
