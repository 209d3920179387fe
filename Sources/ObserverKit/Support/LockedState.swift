// Unsafe constructs, and why they are sound: `@unchecked Sendable` is true because `state` is reached only inside
// `withLock(_:)`, which holds the mutex for the whole access, so no two threads touch it at once; what a caller
// takes out (a copy, or an object it now owns) is its own to send. The mutex sits in the buffer's element
// storage, reached by pointer: it is initialized when the buffer is made, before any copy of this value
// exists, never moved (a `ManagedBuffer` is one heap object), and destroyed by the buffer's deinit, when no
// copy is left to reach it.

/// State guarded by ObserverKit's one mutex (``Lock/Primitive``): the `@unchecked Sendable` that every type
/// guarding its state with a lock shares, instead of declaring its own. The one exception is `ObservableValue`,
/// whose lock also guards its `HandlerList`, so that a set takes one lock.
///
/// One allocation holds the state and its mutex (swift-async-algorithms' `ManagedCriticalState` layout), so
/// guarding a flag costs one object, not three (an object, its lock object and that lock's mutex). Copies share
/// the state: it is a reference, kept in a `let`.
///
/// The rule callers keep: `body` runs with the lock held, so it must not run user code (a handler, a transform,
/// an `==` of a user's type, a deinit that may: take what is to be released out, and release it after
/// `withLock` returns).
///
/// ```swift
/// let tokens = LockedState<[ObservationToken]>([])
/// tokens.withLock { $0.append(token) }
/// let taken = tokens.withLock { state in defer { state = [] }; return state }
/// for token in taken { token.cancel() }   // user code runs here, with no lock held
/// ```
package struct LockedState<State>: @unchecked Sendable {
    /// The state in the header, the mutex as the one element.
    private final class Buffer: ManagedBuffer<State, Lock.Primitive> {
        deinit {
            // The header (the state) is destroyed by ManagedBuffer itself; the element is this class's to destroy.
            withUnsafeMutablePointerToElements { Lock.deinitialize($0) }
        }
    }

    private let buffer: ManagedBuffer<State, Lock.Primitive>

    /// Guards `initial`.
    package init(_ initial: State) {
        buffer = Buffer.create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { Lock.initialize($0) }
            return initial
        }
    }

    /// Runs `body` on the state with the lock held, and returns what it returns.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { state, mutex in
            Lock.lock(mutex)
            defer { Lock.unlock(mutex) }
            return try body(&state.pointee)
        }
    }
}
