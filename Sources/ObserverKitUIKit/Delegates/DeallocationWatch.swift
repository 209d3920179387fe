#if canImport(UIKit) || os(Linux)
    // Why the sentinel is `Sendable`: its deinit runs on whatever thread released the watched object. Its one
    // mutable state is in a `LockedState`, and it holds its watches weakly: reading a weak reference is safe on any
    // thread, and a watch, a main-actor object, is called only on the main actor.
    import Dispatch
    import ObserverKit

    /// Learns, on the main actor, that an object was deallocated: how a forwarder hears that the app's delegate
    /// it stands in for is gone (see ``DelegateForwarder``).
    ///
    /// ```swift
    /// appDelegateWatch = DeallocationWatch(of: delegate) { [weak self] in self?.appDelegateWasDeallocated() }
    /// appDelegateWatch = nil   // watches nothing any more: the call will not come
    /// ```
    ///
    /// - How: the object keeps one sentinel, an associated object (`objc_setAssociatedObject`), which the
    ///   Objective-C runtime releases when the object is deallocated, after its own `deinit` and while weak
    ///   references to it already read `nil`. The sentinel's deinit calls every watch still alive.
    /// - When: at once, inside the deallocation, when the object is deallocated on the main thread (where a view
    ///   controller or any other main-actor delegate is normally released), so nothing of UIKit runs in between;
    ///   from the main queue, as soon as the main thread is free, when it is deallocated on another thread.
    /// - Lifetime: a watch lasts as long as its holder keeps it, and holds neither the object nor its holder:
    ///   dropping it is cancelling it. The sentinel holds its watches weakly and forgets the dropped ones whenever a
    ///   watch is added, so an object watched by many short-lived forwarders keeps nothing of them.
    @MainActor
    final class DeallocationWatch {
        private let objectWasDeallocated: @MainActor () -> Void

        /// Watches `object`: `deallocated` runs on the main actor once it is deallocated, unless this watch was
        /// dropped before.
        init(of object: AnyObject, then deallocated: @escaping @MainActor () -> Void) {
            objectWasDeallocated = deallocated
            Sentinel.of(object).add(self)
        }

        /// What an object keeps for its watches, released with it: its deinit is the object's deallocation.
        private final class Sentinel: Sendable {
            /// The watches of the object, held weakly.
            private let watches = LockedState<[WeakWatch]>([])

            /// The one sentinel of `object`, made with its first watch.
            @MainActor
            static func of(_ object: AnyObject) -> Sentinel {
                Association.object(of: object, for: Sentinel.self) { Sentinel() }
            }

            /// Adds `watch`, forgetting the watches dropped since the last one was added.
            @MainActor
            func add(_ watch: DeallocationWatch) {
                watches.withLock { watches in
                    watches.removeAll { $0.watch == nil }
                    watches.append(WeakWatch(watch: watch))
                }
            }

            deinit {
                let waiting = watches.withLock { $0 }
                guard !waiting.isEmpty else { return }
                if MainThread.isCurrent {
                    MainActor.assumeIsolated { Self.tell(waiting) }
                } else {
                    DispatchQueueMain.async { Self.tell(waiting) }
                }
            }

            /// Calls each watch of `waiting` still alive.
            @MainActor
            private static func tell(_ waiting: [WeakWatch]) {
                for entry in waiting { entry.watch?.objectWasDeallocated() }
            }
        }

        /// A watch, held weakly by the sentinel.
        private struct WeakWatch: Sendable {
            weak var watch: DeallocationWatch?
        }
    }
#endif
