/// A scheduler that runs every action at once, inline, whatever the delay: for code that takes a scheduler
/// but should not wait, in tests or previews.
///
/// ```swift
/// let field = ObservableTextField()
/// field.events(for: .editingChanged)
///     .debounce(for: .milliseconds(300), scheduler: ImmediateScheduler())   // no waiting
///     .observe { print($0.text) }
/// ```
///
/// Its ``now`` is `ContinuousClock` time since the first use of a built-in scheduler (`ImmediateScheduler` or
/// ``MainScheduler``) in the process, the same timeline as `MainScheduler`'s. Tokens it returns cancel nothing,
/// since the action has already run.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Creates the (stateless) immediate scheduler.
    public init() {}

    /// Time since the first use of a built-in scheduler (`ImmediateScheduler` or `MainScheduler`) in this process.
    public var now: Duration {
        SchedulerClockOrigin.elapsed
    }

    /// Runs `action` now, ignoring `delay`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ObservationToken {
        action()
        return .inert
    }
}
