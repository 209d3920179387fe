// The one unsafe construct here, and why it is sound: `MainQueueKey` is `@unchecked Sendable` because a
// `DispatchSpecificKey` is an identity with no state of its own (the queue stores the values); current SDKs and
// Linux's Dispatch declare it `Sendable`, iOS 16's does not.

import CObserverKit
import Dispatch

/// Runs main-actor work from any thread: inline when already on the main thread, else queued on the main queue.
/// Package-wide, so that a backend tells the main thread apart the same way (the UIKit backend's deallocation
/// watch, whose callback comes from a deinit on whatever thread released the object).
package enum MainThread {
    /// Whether the caller runs on the main actor: on the process's main thread, or inside a job of the main
    /// queue. Both are needed: on Linux, an async `main` hands the main queue to a worker thread once the main
    /// thread parks in `dispatchMain()`; on Apple systems, UIKit runs event handlers on the main thread outside
    /// any main-queue job.
    package static var isCurrent: Bool {
        observerkit_is_main_thread() != 0 || DispatchQueue.getSpecific(key: mainQueue.key) != nil
    }

    /// Marks the main queue, so that its jobs can be recognised on whatever thread drains it.
    private static let mainQueue: MainQueueKey = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return MainQueueKey(key: key)
    }()
}

/// The main queue's key. A `DispatchSpecificKey` has no state of its own (it is an identity, and the queue
/// stores the values), so sharing it between threads is safe; Dispatch says so (`Sendable`) in current SDKs and
/// on Linux, not in iOS 16's, where a static of the bare key would not compile in Swift 6 mode.
private struct MainQueueKey: @unchecked Sendable {
    let key: DispatchSpecificKey<Bool>
}

/// Queues main-actor work on the main queue, also from the main thread (never inline).
package enum DispatchQueueMain {
    package static func async(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
