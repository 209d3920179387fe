extension EventStream {
    /// Maps each event to a stream and passes on the events of the latest one only: a new event cancels the
    /// previous inner stream.
    ///
    /// ```swift
    /// // While pressed, tick every 100 ms; released, stop.
    /// pressed.flatMapLatest { isDown in
    ///     isDown ? EventStream<Int>.timer(dueTime: .zero, period: .milliseconds(100), scheduler: scheduler)
    ///            : .never
    /// }
    /// ```
    ///
    /// The inner stream is cancelled too when the outer chain is cancelled or its source goes away.
    public func flatMapLatest<Result>(
        _ transform: @escaping (Element) -> EventStream<Result>
    ) -> EventStream<Result> {
        EventStream<Result> { send in
            let subscription = FlatMapLatestSubscription()
            subscription.observeUntilItEnds(self) { element in
                subscription.switchTo(transform(element), send: send)
            }
            return ObservationToken(subscription)
        }
    }
}

/// One observer's `flatMapLatest`: the outer subscription and the current inner one. It needs no deinit: the
/// outer handler holds it, and that handler's going (the source went) cancels it (``observeUntilItEnds(_:_:)``),
/// inner stream included, before it can go; once cancelled it keeps no inner stream.
private final class FlatMapLatestSubscription: UpstreamSubscription {
    private var inner: ObservationToken?
    /// Counts switches, so that an inner stream replaced while it subscribes is not kept.
    private var generation = 0

    func switchTo<Result>(_ stream: EventStream<Result>, send: @escaping (Result) -> Void) {
        guard !isCancelled else { return }
        inner?.cancel()
        inner = nil
        generation += 1
        let current = generation
        let token = stream.observe { [weak self] result in
            guard let self, !isCancelled, generation == current else { return }
            send(result)
        }
        if generation == current, !isCancelled { inner = token } else { token.cancel() }
    }

    override func cancelDependents() {
        inner?.cancel()
        inner = nil
    }
}
