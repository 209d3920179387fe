/// Lets a handler end its own registration: a one-way binding whose target is gone, a mapped value that nobody
/// needs any more. The token is known only after registering, and the handler may run before that on another
/// thread; then it ends on its next call instead.
///
/// A value with reference semantics (its copies, in the handler and at the registration, share one state): one
/// allocation per registration, as `bind(to:_:)` on many short-lived targets makes many.
struct SelfEndingRegistration: Sendable {
    /// The registration to end, and whether it has ended (a `start` after the end cancels at once).
    private let state = LockedState<(token: ObservationToken?, isEnded: Bool)>((nil, false))

    /// Hands over the registration's token; ends it at once if the handler asked for that already.
    func start(_ token: ObservationToken) {
        let endNow = state.withLock { state in
            if !state.isEnded { state.token = token }
            return state.isEnded
        }
        if endNow { token.cancel() }
    }

    /// Ends the registration (from its own handler). Idempotent.
    func end() {
        let token = state.withLock { state in
            defer { state = (nil, true) }
            return state.token
        }
        // Cancelled with no lock held: the handler's captures may run user code as they go.
        token?.cancel()
    }
}
