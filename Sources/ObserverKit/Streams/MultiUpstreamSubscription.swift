/// One observer's subscription to several upstream streams (`merge`, `combineLatest`, `zip`, `withLatestFrom`):
/// held by every upstream handler, so it lives while any source does; cancelling it cancels them all, once.
final class MultiUpstreamSubscription: Cancellable {
    private var upstreams: [UpstreamLink] = []
    private(set) var isCancelled = false

    func add(upstream token: ObservationToken) {
        if isCancelled { token.cancel() } else { upstreams.append(UpstreamLink(token)) }
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for upstream in upstreams { upstream.cancel() }
        upstreams = []
    }
}
