extension EventStream {
    /// Passes on an event only once `dueTime` has passed without another: the last event of each burst.
    ///
    /// ```swift
    /// field.events(for: .editingChanged)
    ///     .debounce(for: .milliseconds(300), scheduler: MainScheduler())
    ///     .observe { search($0.text) }
    /// ```
    ///
    /// An event arriving at the very instant the previous wait ends competes with that wait's timer: whichever
    /// the scheduler runs first wins (on ``TestScheduler``, whichever was scheduled first). Cancelling, or the
    /// source going away, drops the pending event.
    public func debounce(for dueTime: Duration, scheduler: any Scheduler) -> EventStream<Element> {
        EventStream { send in
            let subscription = PendingSubscription()
            subscription.observeUntilItEnds(self) { element in
                subscription.replacePending(
                    scheduler.schedule(after: dueTime) { [weak subscription] in
                        guard let subscription, subscription.takePending() else { return }
                        send(element)
                    })
            }
            return ObservationToken(subscription)
        }
    }
}

/// An observer's subscription with at most one pending scheduled action (debounce, throttle).
class PendingSubscription: UpstreamSubscription {
    private var pending: ObservationToken?

    deinit {
        pending?.cancel()
    }

    /// Whether an action is scheduled.
    final var hasPending: Bool { pending != nil }

    /// Cancels the pending action, if any, and keeps `token` as the new one.
    final func replacePending(_ token: ObservationToken) {
        pending?.cancel()
        if isCancelled { token.cancel() } else { pending = token }
    }

    /// Called by the pending action as it runs: forgets it, and tells whether to go on.
    final func takePending() -> Bool {
        pending = nil
        return !isCancelled
    }

    override func cancelDependents() {
        pending?.cancel()
        pending = nil
    }
}
