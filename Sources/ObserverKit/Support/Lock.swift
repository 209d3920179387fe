#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one lock of ObserverKit: a heap-allocated, non-recursive mutex.
///
/// `os_unfair_lock` on Apple systems and a `pthread_mutex_t` elsewhere; `Synchronization.Mutex` would need
/// iOS 18 / macOS 15. Callers keep critical sections short and never call user code while holding it.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: os_unfair_lock())
        #else
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed with error \(status)")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
        #else
            pthread_mutex_lock(mutex)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(mutex)
        #else
            pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with the lock held. `body` must not call out to user code.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
