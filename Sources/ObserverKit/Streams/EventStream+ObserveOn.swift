// The one unsafe construct here, and why it is sound: the subscription keeps the observer's handler as a
// `Delivery`, which reads an `Element` at the address it is given. Each delivery passes the address of its own
// element, of that very type, for the length of the call only (`withUnsafePointer(to:)`).

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
    ///
    /// The upstream belongs to its source's thread, which may be another: a cancel stops every delivery at
    /// once and lets go of the handler. Made on the thread that delivered the upstream's latest event, it also
    /// ends the upstream registration at once; made elsewhere, or before the upstream's first event (the source
    /// may have been handed to another thread since it was subscribed), it leaves the registration to end on the
    /// source's thread, at its next event or when the source goes, since an ``EventSource`` is used from one
    /// thread at a time.
    public func observe(on scheduler: any Scheduler) -> EventStream<Element> {
        EventStream { send in
            let subscription = ObserveOnSubscription { element in
                send(element.assumingMemoryBound(to: Element.self).pointee)
            }
            subscription.observeUntilItEnds(self) { element in
                guard let key = subscription.reserveDelivery() else { return }
                let token = scheduler.schedule { [weak subscription] in
                    guard let deliver = subscription?.takeDelivery(key) else { return }
                    withUnsafePointer(to: element) { deliver(UnsafeRawPointer($0)) }
                }
                subscription.keep(token, forDelivery: key)
            }
            return ObservationToken(subscription)
        }
    }
}
