/// The namespace of subscriber types and of the values subscribers exchange, as Combine's.
public enum Subscribers {}
