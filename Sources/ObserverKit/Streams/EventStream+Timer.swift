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
    /// `dueTime + n × period` from subscription, so a late tick does not delay the next.
    ///
    /// - Precondition: `period`, when given, is greater than zero.
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
    private var pending: ObservationToken?
    private var isCancelled = false

    init(start: Duration, period: Duration?) {
        self.start = start
        self.period = period
    }

    /// Schedules tick number `count`. Its action schedules the following one before sending, so a handler
    /// that cancels the timer stops it for good.
    func scheduleNext(on scheduler: any Scheduler, send: @escaping (Int) -> Void) {
        let due = start + (period ?? .zero) * count
        pending = scheduler.schedule(after: due - scheduler.now) { [self] in
            guard !isCancelled else { return }
            let tick = count
            count += 1
            pending = nil
            if period != nil { scheduleNext(on: scheduler, send: send) }
            send(tick)
        }
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        pending?.cancel()
        pending = nil
    }
}
