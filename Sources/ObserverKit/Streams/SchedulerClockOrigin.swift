/// The one instant the built-in real-time schedulers, ``MainScheduler`` and ``ImmediateScheduler``, measure their
/// `now` from, so that times read from either are on one timeline and can be compared or subtracted.
enum SchedulerClockOrigin {
    /// Fixed the first time either scheduler reads its `now` (a lazily initialized static, so thread-safe).
    private static let origin = ContinuousClock.now

    /// `ContinuousClock` time since `origin`.
    static var elapsed: Duration {
        origin.duration(to: .now)
    }
}
