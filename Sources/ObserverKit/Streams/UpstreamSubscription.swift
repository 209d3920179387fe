/// One observer's subscription to the upstream streams of an operator (one for `observe(on:)`, `debounce` or
/// `flatMapLatest`; several for `merge`, `combineLatest`, `zip`, `withLatestFrom`, `takeUntil`): held by the
/// upstream handlers, so it lives while any source does; cancelling it cancels them all, once, then what an
/// operator started downstream of them (a subclass's ``cancelDependents()``: a pending action, an inner stream).
class UpstreamSubscription: Cancellable {
    /// The first upstream, inline, so that a single-upstream operator allocates nothing more. Held weakly where
    /// anchored: this subscription is held by the upstream handler.
    private final var upstream: UpstreamLink?
    /// The second upstream and later ones (empty, allocating nothing, for one upstream).
    private final var moreUpstreams: [UpstreamLink] = []
    /// Whether ``cancel()`` has run. Read and written on the upstream's thread only, as the upstreams and the
    /// operator's state are: an operator whose token is cancelled on another thread (``EventStream/observe(on:)``,
    /// on its scheduler's context) keeps what that thread touches under a lock of its own, and ends this on the
    /// upstream's thread.
    final private(set) var isCancelled = false

    deinit {
        // Gone without a cancel, because the upstreams holding it went: the registrations it still holds in
        // upstreams that live on (a `takeUntil`'s trigger) end too, instead of staying there as dead entries.
        guard !isCancelled else { return }
        upstream?.cancel()
        for upstream in moreUpstreams { upstream.cancel() }
    }

    /// Keeps `token` as one of the upstream subscriptions, or cancels it when this subscription already is.
    final func add(upstream token: ObservationToken) {
        if isCancelled {
            token.cancel()
        } else if upstream == nil {
            upstream = UpstreamLink(token)
        } else {
            moreUpstreams.append(UpstreamLink(token))
        }
    }

    /// Subscribes to `stream`, passing its events to `receive` until this subscription is cancelled.
    final func observe<Element>(_ stream: EventStream<Element>, _ receive: @escaping (Element) -> Void) {
        add(
            upstream: stream.observe { [self] element in
                if !isCancelled { receive(element) }
            })
    }

    /// Subscribes to `stream`, the operator's one upstream, as ``observe(_:_:)`` does, and ends this subscription
    /// (``upstreamEnded()``) when the upstream lets go of its handler, because its source went: the work an
    /// operator has pending downstream (a debounce's wait, a flatMapLatest's inner timer) ends with the source,
    /// also while the observer keeps the token, which holds this subscription.
    final func observeUntilItEnds<Element>(_ stream: EventStream<Element>, _ receive: @escaping (Element) -> Void) {
        let end = UpstreamEnd(self)
        add(
            upstream: stream.observe { element in
                if !end.subscription.isCancelled { receive(element) }
            })
    }

    /// The one upstream of ``observeUntilItEnds(_:_:)`` has let go: cancels this subscription, what it started
    /// downstream included. A subclass whose dependents must not be cancelled from the upstream's thread
    /// (`observe(on:)`'s queued deliveries, which belong to their scheduler) overrides it.
    func upstreamEnded() {
        cancel()
    }

    /// Cancels the upstreams, once, then what the operator started downstream of them. An operator cancelled on
    /// another thread than its upstream's overrides it (``EventStream/observe(on:)``).
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        upstream?.cancel()
        for upstream in moreUpstreams { upstream.cancel() }
        upstream = nil
        moreUpstreams = []
        cancelDependents()
    }

    /// Cancels what the operator started downstream of its upstreams; called once, by the first ``cancel()``.
    func cancelDependents() {}
}

/// What the upstream handler of ``UpstreamSubscription/observeUntilItEnds(_:_:)`` holds: the subscription, told
/// when this goes that the upstream has let go (its source went, or the subscription's own cancel removed the
/// handler, when telling it changes nothing).
private final class UpstreamEnd {
    let subscription: UpstreamSubscription

    init(_ subscription: UpstreamSubscription) {
        self.subscription = subscription
    }

    deinit {
        // Not when the subscription's own cancel let go of the handler: that cancel ends what it started itself.
        if !subscription.isCancelled { subscription.upstreamEnded() }
    }
}
