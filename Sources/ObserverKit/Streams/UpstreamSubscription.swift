/// One observer's subscription to the upstream streams of an operator (one for `observe(on:)`, `debounce` or
/// `flatMapLatest`; several for `merge`, `combineLatest`, `zip`, `withLatestFrom`, `takeUntil`): held by the
/// upstream handlers, so it lives while any source does; cancelling it cancels them all, once, then what an
/// operator started downstream of them (a subclass's ``cancelDependents()``: a pending action, an inner stream).
class UpstreamSubscription: Cancellable {
    /// The first upstream, inline, so that a single-upstream operator allocates nothing more. Held weakly where
    /// anchored: this subscription is held by the upstream handler.
    private final var upstream: ObservationToken?
    /// The second upstream and later ones (empty, allocating nothing, for one upstream).
    private final var moreUpstreams: [ObservationToken] = []
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
            upstream = token
        } else {
            moreUpstreams.append(token)
        }
    }

    /// Subscribes to `stream`, passing its events to `receive` until this subscription is cancelled.
    final func observe<Element>(_ stream: EventStream<Element>, _ receive: @escaping (Element) -> Void) {
        add(
            upstream: stream.observe { [self] element in
                if !isCancelled { receive(element) }
            })
    }

    final func cancel() {
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
