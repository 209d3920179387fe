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
    /// Events keep their order. The downstream belongs to the scheduler's context: observe and cancel it there
    /// (with `MainScheduler`, on the main actor). Cancelling the token cancels the deliveries still queued, so
    /// the scheduler lets go of them, and of the events they carry, at once; when the source goes away, they
    /// are dropped as they come due. Swift cannot check that the elements are safe to hand to another thread:
    /// hop only with elements that are (`Sendable` values).
    public func observe(on scheduler: any Scheduler) -> EventStream<Element> {
        EventStream { send in
            let subscription = ObserveOnSubscription()
            subscription.observeUntilItEnds(self) { element in
                let key = subscription.reserveDelivery()
                let token = scheduler.schedule { [weak subscription] in
                    guard let subscription, subscription.takeDelivery(key) else { return }
                    send(element)
                }
                subscription.keep(token, forDelivery: key)
            }
            return ObservationToken(subscription)
        }
    }
}

/// One observer's `observe(on:)`: the deliveries it has queued on the scheduler and not yet run, so that a
/// cancel cancels them. The upstream queues them on its thread and the scheduler runs them on its own, so
/// they are kept under the lock.
private final class ObserveOnSubscription: UpstreamSubscription {
    private struct Queued {
        /// The scheduler's token of each queued delivery, by key; `.inert` while it is being scheduled.
        var tokens: [UInt64: ObservationToken] = [:]
        var nextKey: UInt64 = 0
        var isCancelled = false
    }

    private let queued = LockedState(Queued())

    /// Records a delivery about to be scheduled; its key.
    func reserveDelivery() -> UInt64 {
        queued.withLock { queued in
            let key = queued.nextKey
            queued.nextKey &+= 1
            if !queued.isCancelled { queued.tokens[key] = .inert }
            return key
        }
    }

    /// Keeps the scheduler's `token` for delivery `key`, unless that delivery has run (a scheduler that runs
    /// actions at once) or was dropped meanwhile: then the token is let go of, not cancelled (this runs on the
    /// upstream's thread, and a scheduler's token is cancelled on the scheduler's context), and the delivery
    /// sends nothing when it runs.
    func keep(_ token: ObservationToken, forDelivery key: UInt64) {
        queued.withLock { queued in
            guard queued.tokens[key] != nil else { return }
            queued.tokens[key] = token
        }
    }

    /// Called by delivery `key` as it runs: whether it is still queued (not cancelled), forgetting it.
    func takeDelivery(_ key: UInt64) -> Bool {
        // The token taken out is released here, after the lock: a custom scheduler's token may hold user code.
        let token = queued.withLock { $0.tokens.removeValue(forKey: key) }
        return token != nil
    }

    override func cancelDependents() {
        for token in dropQueued().values { token.cancel() }
    }

    /// The source went: the deliveries still queued are dropped as they come due, not cancelled, since they
    /// belong to the scheduler's context and the source may have gone on another thread.
    override func upstreamEnded() {
        // The tokens taken out are released here, after the lock.
        _ = dropQueued()
    }

    /// Forgets every queued delivery, so that none sends when it runs; their tokens.
    private func dropQueued() -> [UInt64: ObservationToken] {
        queued.withLock { queued in
            defer {
                queued.tokens = [:]
                queued.isCancelled = true
            }
            return queued.tokens
        }
    }
}
