import Foundation
import ObserverKitTestSupport
import ObserverKitTesting

/// What each transient observer received, snapshotted when it was cancelled, and weak references to check
/// that every one of them is released afterwards.
final class Tallies: @unchecked Sendable {
    /// One transient observer's tally.
    struct Result {
        /// The value its own thread set while it was registered.
        let ownValue: Int
        /// Everything it received.
        let received: [Int]
        /// The distinct values it received.
        var distinct: Set<Int> { Set(received) }
    }

    private let lock = NSLock()
    private var snapshots: [Result] = []
    private var references: [WeakReference] = []

    /// No tallies yet.
    init() {}

    /// Snapshots `tally` (one transient observer's recorder) and keeps a weak reference to it; safe from any
    /// thread.
    func add(_ tally: Recorder<Int>, ownValue: Int) {
        let result = Result(ownValue: ownValue, received: tally.values)
        lock.withLock {
            snapshots.append(result)
            references.append(WeakReference(tally))
        }
    }

    /// Every snapshot, in the order added.
    var results: [Result] { lock.withLock { snapshots } }
    /// Whether every tally added has been released.
    var allGone: Bool { lock.withLock { references.allSatisfy { $0.object == nil } } }
}
