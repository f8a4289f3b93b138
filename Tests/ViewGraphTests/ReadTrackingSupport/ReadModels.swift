/// The read-tracking models of the view graph tests, kept apart from the publish-on-write ones.
enum ReadModels {}
