/// What a primitive node held before an update.
struct PrimitiveSnapshot {
  let view: any View
  let parentEnvironment: EnvironmentValues
  let childEnvironment: EnvironmentValues
}
