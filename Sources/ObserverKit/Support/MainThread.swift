import Dispatch

#if canImport(Darwin)
    import Darwin
#else
    // Thread.isMainThread: Foundation records the main thread when it loads. The core library uses Foundation
    // for nothing else.
    import Foundation
#endif

/// Runs main-actor work from any thread: inline when already on the main thread, else queued on the main queue.
enum MainThread {
    /// Whether the calling thread is the process's main thread (the main actor's thread).
    static var isCurrent: Bool {
        #if canImport(Darwin)
            pthread_main_np() != 0
        #else
            Thread.isMainThread
        #endif
    }

    /// Runs `work` on the main actor: now if on the main thread (so a set on the main thread updates bound
    /// controls before it returns), otherwise asynchronously on the main queue.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }
}

/// Queues main-actor work on the main queue, also from the main thread (never inline).
enum DispatchQueueMain {
    static func async(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
