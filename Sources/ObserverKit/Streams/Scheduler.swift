/// Where and when delayed work runs: the clock behind timers, debounce, throttle and press-and-hold.
///
/// ObserverKit ships three: ``MainScheduler`` (real time, the main queue), ``ImmediateScheduler`` (now, inline)
/// and ``TestScheduler`` (virtual time, advanced by a test). A control's gestures run on the control's
/// ``ObservableControl/scheduler``, so a test can give the control a `TestScheduler` and check press-and-hold
/// timing to the millisecond:
///
/// ```swift
/// let scheduler = TestScheduler()
/// button.scheduler = scheduler
/// button.onTouchDown(repeatingEvery: .milliseconds(100)).observe { print("repeat") }
/// button.beginTouch()
/// scheduler.advance(by: .milliseconds(700))   // prints "repeat" 4 times: at 0, 500, 600 and 700 ms
/// ```
///
/// A scheduler runs its actions on one execution context (``MainScheduler``: the main thread; the others: the
/// thread that advances or calls them). Schedule and cancel from that context.
public protocol Scheduler {
    /// The scheduler's current time, measured from a fixed origin of its own.
    var now: Duration { get }

    /// Runs `action` once, `delay` from now (a zero or negative delay: as soon as possible, never inline for
    /// ``MainScheduler``). The token cancels it if it has not run yet.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken
}

extension Scheduler {
    /// Runs `action` as soon as possible on the scheduler's context.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> ObservationToken {
        schedule(after: .zero, action)
    }
}
