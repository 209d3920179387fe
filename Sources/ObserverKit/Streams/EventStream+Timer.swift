extension EventStream where Element == Int {
    /// A stream that counts 0, 1, 2, … on `scheduler`: first after `dueTime`, then every `period` (once only,
    /// when `period` is `nil`).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// EventStream.timer(dueTime: .milliseconds(500), period: .milliseconds(100), scheduler: scheduler)
    ///     .observe { print($0, scheduler.now) }
    /// scheduler.advance(by: .milliseconds(700))   // 0 at 500 ms, 1 at 600 ms, 2 at 700 ms
    /// ```
    ///
    /// Each observer gets its own timer, which runs until its token is cancelled. Ticks are due at
    /// `dueTime + n × period` from subscription, so a late tick does not delay the next. A negative `dueTime`
    /// counts as zero: the first tick is due at once, and the period counts from there.
    ///
    /// - Precondition: `period`, when given, is greater than zero; and a periodic timer's `scheduler` waits (one
    ///   that runs each action at once, `ImmediateScheduler`, would tick for ever before the first tick is sent:
    ///   the program stops at the first tick instead, with a message naming the timer).
    public static func timer(
        dueTime: Duration,
        period: Duration? = nil,
        scheduler: any Scheduler
    ) -> EventStream<Int> {
        if let period {
            precondition(period > .zero, "EventStream.timer: period \(period) must be greater than zero")
        }
        return EventStream { send in
            let timer = TimerSubscription(start: scheduler.now + max(dueTime, .zero), period: period)
            timer.scheduleNext(on: scheduler, send: send)
            return ObservationToken(timer)
        }
    }
}

/// One observer's timer: the next tick's number and its scheduled action.
private final class TimerSubscription: Cancellable {
    private let start: Duration
    private let period: Duration?
    private var count = 0
    /// Held weakly where the scheduler holds it (a `TestScheduler`'s queue): the pending action holds this
    /// subscription, so a strong reference back would make a cycle that outlives the scheduler.
    private var pending: UpstreamLink?
    private var isCancelled = false
    /// Whether the next tick is being scheduled: a tick that runs meanwhile was run inline by the scheduler.
    private var isScheduling = false

    init(start: Duration, period: Duration?) {
        self.start = start
        self.period = period
    }

    /// Schedules the next tick. The action holds this subscription (the scheduler keeps the timer running,
    /// as the thing a timer observes) and the scheduler only weakly where it is an object, whose own queue
    /// holds the action: so when the scheduler goes, the timer goes with it.
    func scheduleNext(on scheduler: any Scheduler, send: @escaping (Int) -> Void) {
        let due = start + (period ?? .zero) * count
        let reference = SchedulerReference(scheduler)
        isScheduling = true
        defer { isScheduling = false }
        pending = UpstreamLink(
            scheduler.schedule(after: due - scheduler.now) { [self] in
                guard !isCancelled else { return }
                precondition(
                    period == nil || !isScheduling,
                    "EventStream.timer: a periodic timer needs a scheduler that waits; "
                        + "\(reference.scheduler.map { "\(type(of: $0))" } ?? "its scheduler") ran "
                        + "its tick at once, so it would tick for ever")
                let tick = count
                count += 1
                pending = nil
                if period != nil, let scheduler = reference.scheduler { scheduleNext(on: scheduler, send: send) }
                send(tick)
            })
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        pending?.cancel()
        pending = nil
    }
}

/// A scheduler held without keeping a scheduler object alive: a value scheduler is kept, an object one is held
/// weakly.
private struct SchedulerReference {
    private weak var object: AnyObject?
    private let value: (any Scheduler)?

    init(_ scheduler: any Scheduler) {
        if type(of: scheduler) is AnyClass {
            object = scheduler as AnyObject
            value = nil
        } else {
            value = scheduler
        }
    }

    /// The scheduler, or `nil` once an object scheduler is gone.
    var scheduler: (any Scheduler)? {
        value ?? object as? any Scheduler
    }
}
