import Dispatch

/// The real-time scheduler of UI code: actions run on the main queue, and so on the main actor.
///
/// It is every control's default ``ObservableControl/scheduler``. Its ``now`` is `ContinuousClock` time since the
/// first use of a built-in scheduler (`MainScheduler` or ``ImmediateScheduler``) in the process, the same timeline
/// as `ImmediateScheduler`'s.
///
/// ```swift
/// MainScheduler().schedule(after: .seconds(1)) { print("a second later, on the main queue") }
/// ```
///
/// Cancel a scheduled action on the main thread; an action cancelled before it runs never runs.
public struct MainScheduler: Scheduler, Sendable {
    /// Creates the (stateless) main scheduler.
    public init() {}

    /// Time since the first use of a built-in scheduler (`MainScheduler` or `ImmediateScheduler`) in this process.
    public var now: Duration {
        SchedulerClockOrigin.elapsed
    }

    /// Runs `action` on the main queue after `delay`; the token cancels it.
    ///
    /// A delay too long for Dispatch to count (`Int.max` nanoseconds, about 292 years, or more: say
    /// `.seconds(10_000_000_000)`) saturates: it is effectively never. Nothing is queued, the action never runs,
    /// and it is held only by the token, which cancels it (releasing it) as for any other delay.
    ///
    /// ```swift
    /// let token = MainScheduler().schedule(after: .seconds(10_000_000_000)) { print("never") }
    /// token.cancel()   // releases the closure
    /// ```
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken {
        // Not anchored: a stream operator holds this work strongly, not weakly. The main queue holds it only
        // until its deadline, and the action it holds (which may hold that operator) is dropped when it runs or
        // is cancelled, so no cycle outlives either; and no weak reference gives it a side table that a process
        // exiting with the work still queued would leave behind.
        let work = ScheduledAction(isAnchored: false, action)
        let nanoseconds = max(0, delay / .nanoseconds(1)).rounded(.up)
        // Beyond what an Int counts (where converting would stop the program) lies no deadline: never.
        guard nanoseconds < Double(Int.max) else { return ObservationToken(work) }
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            work.run()
        }
        return ObservationToken(work)
    }
}
