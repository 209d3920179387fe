#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Unsafe constructs, and why they are sound: the mutex lives in memory this file allocates (the `Lock` object's
// own) or that a `LockedState` buffer holds in place; it is initialized once before any use, never moved, and
// destroyed once when its owner goes, after which no thread can reach it.

/// The one lock of ObserverKit: a non-recursive mutex on the heap.
///
/// `os_unfair_lock` on Apple systems and a `pthread_mutex_t` elsewhere; `Synchronization.Mutex` would need
/// iOS 18 / macOS 15. Callers keep critical sections short and never call user code while holding it.
/// ``LockedState`` keeps the same mutex (``Primitive``) in its own allocation, through the static operations.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        /// The platform's mutex.
        @usableFromInline typealias Primitive = os_unfair_lock
    #else
        /// The platform's mutex.
        @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline let mutex: UnsafeMutablePointer<Primitive>

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        Self.initialize(mutex)
    }

    deinit {
        Self.deinitialize(mutex)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        Self.lock(mutex)
    }

    @inlinable
    func unlock() {
        Self.unlock(mutex)
    }

    /// Runs `body` with the lock held. `body` must not call out to user code.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Makes an unlocked mutex in the uninitialized memory at `mutex`.
    static func initialize(_ mutex: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            mutex.initialize(to: os_unfair_lock())
        #else
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed with error \(status)")
        #endif
    }

    /// Destroys the unlocked mutex at `mutex`, leaving the memory uninitialized.
    static func deinitialize(_ mutex: UnsafeMutablePointer<Primitive>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
    }

    /// Locks the mutex at `mutex`, waiting for it.
    @inlinable
    static func lock(_ mutex: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
        #else
            pthread_mutex_lock(mutex)
        #endif
    }

    /// Unlocks the mutex at `mutex`, which this thread holds.
    @inlinable
    static func unlock(_ mutex: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(mutex)
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }
}
