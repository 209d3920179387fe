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
            let subscription = TakeUntilSubscription()
            let triggerToken = trigger.observe { [weak subscription] _ in subscription?.cancel() }
            subscription.attach(trigger: triggerToken)
            guard !subscription.isDone else { return .inert }
            let upstream = self.observe { [subscription] element in
                if !subscription.isDone { send(element) }
            }
            subscription.attach(upstream: upstream)
            return ObservationToken(subscription)
        }
    }
}

/// One observer's `takeUntil`: ends both subscriptions, once.
private final class TakeUntilSubscription: Cancellable {
    private(set) var isDone = false
    /// Held weakly where anchored: this state is held by the upstream handler.
    private var upstream: UpstreamLink?
    private var trigger: ObservationToken?

    func attach(trigger token: ObservationToken) {
        if isDone { token.cancel() } else { trigger = token }
    }

    func attach(upstream token: ObservationToken) {
        if isDone { token.cancel() } else { upstream = UpstreamLink(token) }
    }

    func cancel() {
        guard !isDone else { return }
        isDone = true
        upstream?.cancel()
        trigger?.cancel()
        upstream = nil
        trigger = nil
    }
}
