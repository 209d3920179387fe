/// State guarded by ObserverKit's one ``Lock``: the `@unchecked Sendable` that every type guarding its state
/// with a lock shares, instead of declaring its own.
///
/// Why `@unchecked` is true: `state` is reached only inside ``withLock(_:)``, which holds the lock for the whole
/// access, so no two threads touch it at once; what a caller takes out (a copy, or an object it now owns) is its
/// own to send. The rule callers keep: `body` runs with the lock held, so it must not run user code (a handler,
/// a transform, an `==` of a user's type, a deinit that may: take what is to be released out, and release it
/// after `withLock` returns).
///
/// ```swift
/// let tokens = LockedState<[ObservationToken]>([])
/// tokens.withLock { $0.append(token) }
/// let taken = tokens.withLock { state in defer { state = [] }; return state }
/// for token in taken { token.cancel() }   // user code runs here, with no lock held
/// ```
package final class LockedState<State>: @unchecked Sendable {
    private let lock = Lock()
    private var state: State

    /// Guards `initial`.
    package init(_ initial: State) {
        state = initial
    }

    /// Runs `body` on the state with the lock held, and returns what it returns.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
