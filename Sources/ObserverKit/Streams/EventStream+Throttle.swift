extension EventStream {
    /// Passes on at most one event per `interval`: the first event of a quiet period at once (leading), then,
    /// at the end of each interval, the event held back during it (trailing).
    ///
    /// ```swift
    /// // events at 0, 10, 20, 150 ms, interval 100 ms, latest: true
    /// // sent:      0 (at 0), 20 (at 100), 150 (at 200)
    /// drags.throttle(for: .milliseconds(100), scheduler: MainScheduler()).observe(updatePreview)
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The shortest time between two events passed on.
    ///   - scheduler: The scheduler that times the intervals.
    ///   - latest: Which held-back event the interval's end sends: the latest (`true`, the default) or the
    ///     first. An interval in which nothing was held back ends the throttling, so the next event is sent at
    ///     once again.
    ///
    /// Cancelling, or the source going away, drops the event held back.
    public func throttle(
        for interval: Duration,
        scheduler: any Scheduler,
        latest: Bool = true
    ) -> EventStream<Element> {
        EventStream { send in
            let subscription = ThrottleSubscription<Element>(interval: interval, scheduler: scheduler, send: send)
            let upstream = self.observe { [subscription] element in
                subscription.receive(element, latest: latest)
            }
            subscription.add(upstream: upstream)
            return ObservationToken(subscription)
        }
    }
}

/// One observer's throttle: whether an interval is running, and what it holds back.
private final class ThrottleSubscription<Element>: Cancellable {
    private let interval: Duration
    private let scheduler: any Scheduler
    private let send: (Element) -> Void
    private let timer = PendingSubscription()
    private var held: Element?

    init(interval: Duration, scheduler: any Scheduler, send: @escaping (Element) -> Void) {
        self.interval = interval
        self.scheduler = scheduler
        self.send = send
    }

    func add(upstream token: ObservationToken) {
        timer.add(upstream: token)
    }

    func receive(_ element: Element, latest: Bool) {
        guard !timer.isCancelled else { return }
        if timer.hasPending {
            if latest || held == nil { held = element }
        } else {
            startInterval()
            send(element)
        }
    }

    private func startInterval() {
        var hasEnded = false
        let token = scheduler.schedule(after: interval) { [weak self] in
            hasEnded = true
            guard let self, timer.takePending() else { return }
            guard let element = held else { return }
            held = nil
            startInterval()
            send(element)
        }
        // A scheduler that runs the action at once (`ImmediateScheduler`) has ended the interval already: nothing
        // is pending, and the next event is sent at once.
        if !hasEnded { timer.replacePending(token) }
    }

    func cancel() {
        held = nil
        timer.cancel()
    }
}
