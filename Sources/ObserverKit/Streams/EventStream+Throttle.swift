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
            subscription.observeUntilItEnds(self) { element in
                subscription.receive(element, latest: latest)
            }
            return ObservationToken(subscription)
        }
    }
}

/// One observer's throttle: its interval is the pending action, and it holds back at most one event meanwhile.
private final class ThrottleSubscription<Element>: PendingSubscription {
    private let interval: Duration
    private let scheduler: any Scheduler
    /// The observer's handler; released when the throttle ends, so that a kept token holds none of its captures.
    private var send: ((Element) -> Void)?
    private var held: Element?

    init(interval: Duration, scheduler: any Scheduler, send: @escaping (Element) -> Void) {
        self.interval = interval
        self.scheduler = scheduler
        self.send = send
    }

    func receive(_ element: Element, latest: Bool) {
        if hasPending {
            if latest || held == nil { held = element }
        } else {
            startInterval()
            send?(element)
        }
    }

    private func startInterval() {
        var hasEnded = false
        let token = scheduler.schedule(after: interval) { [weak self] in
            hasEnded = true
            guard let self, takePending() else { return }
            guard let element = held else { return }
            held = nil
            startInterval()
            send?(element)
        }
        // A scheduler that runs the action at once (`ImmediateScheduler`) has ended the interval already: nothing
        // is pending, and the next event is sent at once.
        if !hasEnded { replacePending(token) }
    }

    override func cancelDependents() {
        held = nil
        send = nil
        super.cancelDependents()
    }
}
