extension EventStream {
    /// Delivers every event through `scheduler`: on the main queue with ``MainScheduler``, later in virtual
    /// time with ``TestScheduler``.
    ///
    /// ```swift
    /// downloads.progress            // sent on a background thread
    ///     .observe(on: MainScheduler())
    ///     .observe { progressView.progress = $0 }   // runs on the main queue
    /// ```
    ///
    /// Events keep their order. The downstream belongs to the scheduler's context: observe and cancel it
    /// there (with `MainScheduler`, on the main actor). Events still queued when the token is cancelled, or
    /// when the source goes away, are dropped. Swift cannot check that the elements are safe to hand to
    /// another thread: hop only with elements that are (`Sendable` values).
    public func observe(on scheduler: any Scheduler) -> EventStream<Element> {
        EventStream { send in
            let subscription = ObserveOnSubscription()
            let upstream = self.observe { [subscription] element in
                scheduler.schedule { [weak subscription] in
                    guard let subscription, !subscription.isCancelled else { return }
                    send(element)
                }
            }
            subscription.attach(upstream: upstream)
            return ObservationToken(subscription)
        }
    }
}

/// One observer's `observe(on:)`: a cancelled subscription drops the deliveries still queued.
private final class ObserveOnSubscription: Cancellable {
    /// Held weakly where anchored: this state is held by the upstream handler.
    private var upstream: UpstreamLink?
    private(set) var isCancelled = false

    func attach(upstream token: ObservationToken) {
        if isCancelled { token.cancel() } else { upstream = UpstreamLink(token) }
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        upstream?.cancel()
        upstream = nil
    }
}
