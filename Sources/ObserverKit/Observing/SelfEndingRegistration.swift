/// Lets a handler end its own registration: a one-way binding whose target is gone, a mapped value that nobody
/// needs any more. The token is known only after registering, and the handler may run before that on another
/// thread; then it ends on its next call instead.
final class SelfEndingRegistration: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private var token: ObservationToken?
    private var isEnded = false

    /// Hands over the registration's token; ends it at once if the handler asked for that already.
    func start(_ token: ObservationToken) {
        lock.lock()
        let endNow = isEnded
        if !endNow { self.token = token }
        lock.unlock()
        if endNow { token.cancel() }
    }

    /// Ends the registration (from its own handler). Idempotent.
    func end() {
        lock.lock()
        let token = self.token
        self.token = nil
        isEnded = true
        lock.unlock()
        // Cancelled with no lock held: the handler's captures may run user code as they go.
        token?.cancel()
    }
}
