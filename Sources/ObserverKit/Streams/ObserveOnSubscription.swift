#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One observer's ``EventStream/observe(on:)``: the observer's handler and the deliveries queued on the
/// scheduler and not yet run, so that a cancel cancels them.
///
/// Two threads share it: the upstream's, which queues each delivery, and the scheduler's context, which runs
/// them and cancels. What both touch is kept under the lock: the handler, the queued deliveries' tokens, and
/// the thread of the upstream's latest event. The rest of the subscription (its upstream registration and the
/// base's `isCancelled`) belongs to the upstream's thread. A cancel made on the thread of the upstream's latest
/// event ends the registration at once (a source used on one thread: a marble diagram, a test scheduler); any
/// other cancel, and one made before the upstream's first event (the cancel cannot tell then whether the source
/// was handed to another thread), leaves it to the upstream's next event, which finds no handler here and ends
/// the registration on its own thread, or to the source going.
///
/// Not generic: the operator hands it the observer's handler as a ``Delivery``, so that neither subscribing nor an
/// event looks a generic type up at run time.
final class ObserveOnSubscription: UpstreamSubscription {
    /// Calls the observer's handler with the element at the address given (valid for the call only).
    typealias Delivery = (UnsafeRawPointer) -> Void

    private struct Shared {
        /// The observer's handler; `nil` once the subscription is cancelled or its source has gone.
        var deliver: Delivery?
        /// The scheduler's token of each queued delivery, by key; `.inert` while it is being scheduled.
        var tokens: [UInt64: ObservationToken] = [:]
        var nextKey: UInt64 = 0
        /// The thread of the upstream's latest event; `nil` before its first.
        var upstreamThread: pthread_t?
    }

    private let shared: LockedState<Shared>

    /// A subscription delivering through `deliver`, made on the thread that subscribes upstream.
    init(_ deliver: @escaping Delivery) {
        shared = LockedState(Shared(deliver: deliver))
    }

    /// Called on the upstream's thread for each event: the key of a delivery about to be scheduled; `nil`, and
    /// the upstream registration ends here, once the subscription was cancelled.
    func reserveDelivery() -> UInt64? {
        let key = shared.withLock { shared -> UInt64? in
            shared.upstreamThread = pthread_self()
            guard shared.deliver != nil else { return nil }
            let key = shared.nextKey
            shared.nextKey &+= 1
            shared.tokens[key] = .inert
            return key
        }
        // Cancelled (on the scheduler's context): the upstream's own thread ends the registration now.
        if key == nil { super.cancel() }
        return key
    }

    /// Keeps the scheduler's `token` for delivery `key`, unless that delivery has run (a scheduler that runs
    /// actions at once) or was dropped meanwhile: then the token is let go of, not cancelled (this runs on the
    /// upstream's thread, and a scheduler's token is cancelled on the scheduler's context), and the delivery
    /// sends nothing when it runs.
    func keep(_ token: ObservationToken, forDelivery key: UInt64) {
        shared.withLock { shared in
            guard shared.tokens[key] != nil else { return }
            shared.tokens[key] = token
        }
    }

    /// Called by delivery `key` as it runs: the observer's handler, when the delivery is still queued (not
    /// cancelled), forgetting it.
    func takeDelivery(_ key: UInt64) -> Delivery? {
        var deliver: Delivery?
        let token = shared.withLock { shared in
            let token = shared.tokens.removeValue(forKey: key)
            if token != nil { deliver = shared.deliver }
            return token
        }
        // The token taken out is released here, after the lock: a custom scheduler's token may hold user code.
        withExtendedLifetime(token) {}
        return deliver
    }

    /// Cancels on the scheduler's context: the queued deliveries are cancelled and the handler let go of at
    /// once; the upstream registration ends now on the thread of the upstream's latest event, else on the
    /// upstream's thread, at its next event or when the source goes.
    override func cancel() {
        let (dropped, isUpstreamThread) = shared.withLock { shared -> (Dropped, Bool) in
            guard let thread = shared.upstreamThread else { return (Self.drop(&shared), false) }
            return (Self.drop(&shared), pthread_equal(thread, pthread_self()) != 0)
        }
        for token in dropped.tokens.values { token.cancel() }
        if isUpstreamThread { super.cancel() }
    }

    /// The source went: the deliveries still queued are dropped as they come due, not cancelled, since they
    /// belong to the scheduler's context and the source may have gone on another thread.
    override func upstreamEnded() {
        _ = shared.withLock { Self.drop(&$0) }
    }

    /// What a cancel takes out of the lock, to be released (or cancelled) after it: the handler and a custom
    /// scheduler's tokens may hold user code.
    private struct Dropped {
        let deliver: Delivery?
        let tokens: [UInt64: ObservationToken]
    }

    /// Forgets the handler and every queued delivery, so that none sends when it runs.
    private static func drop(_ shared: inout Shared) -> Dropped {
        defer {
            shared.deliver = nil
            shared.tokens = [:]
        }
        return Dropped(deliver: shared.deliver, tokens: shared.tokens)
    }
}
