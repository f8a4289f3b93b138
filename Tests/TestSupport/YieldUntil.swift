/// Lets the other jobs of the caller's actor run until `condition` holds, for `timeout` at most
/// (a job enqueued from another thread may be delayed on a loaded machine, and the main actor
/// is shared with every other main-actor test of the run: the default is a hang guard, not a
/// measure).
///
/// - Parameters:
///   - timeout: How long to keep yielding.
///   - isolation: The caller's actor, whose other jobs run between the checks.
///   - condition: What to wait for.
/// - Returns: Whether `condition` holds at the end.
package func yield(
  for timeout: Duration = .seconds(120), isolation: isolated (any Actor)? = #isolation,
  until condition: () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition(), ContinuousClock.now < deadline {
    await Task.yield()
  }
  return condition()
}
