extension EventStream {
    /// Passes on events until `trigger` sends its first event, then ends for good.
    ///
    /// ```swift
    /// slider.events(for: .valueChanged).takeUntil(slider.events(for: .touchUpInside))
    /// ```
    ///
    /// If `trigger` fires before the first event (even while subscribing), nothing is ever sent. When it
    /// fires, both subscriptions are cancelled.
    public func takeUntil<Trigger>(_ trigger: EventStream<Trigger>) -> EventStream<Element> {
        EventStream { send in
            let subscription = UpstreamSubscription()
            subscription.add(upstream: trigger.observe { [weak subscription] _ in subscription?.cancel() })
            guard !subscription.isCancelled else { return .inert }
            subscription.observe(self, send)
            return ObservationToken(subscription)
        }
    }
}
