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
            // A cancelled subscription drops the deliveries still queued.
            let subscription = UpstreamSubscription()
            subscription.observe(self) { element in
                scheduler.schedule { [weak subscription] in
                    guard let subscription, !subscription.isCancelled else { return }
                    send(element)
                }
            }
            return ObservationToken(subscription)
        }
    }
}
