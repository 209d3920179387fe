import ObserverKit
import ObserverKitTestSupport
import ObserverKitTesting

/// What each transient observer received, snapshotted when it was cancelled, and weak references to check
/// that every one of them is released afterwards.
struct Tallies: Sendable {
    /// One transient observer's tally.
    struct Result {
        /// The value its own thread set while it was registered.
        let ownValue: Int
        /// Everything it received.
        let received: [Int]
        /// The distinct values it received.
        var distinct: Set<Int> { Set(received) }
    }

    /// The snapshots, and a weak reference to each tally; copies share them.
    private let state = LockedState<(snapshots: [Result], references: [WeakReference])>(([], []))

    /// No tallies yet.
    init() {}

    /// Snapshots `tally` (one transient observer's recorder) and keeps a weak reference to it; safe from any
    /// thread.
    func add(_ tally: Recorder<Int>, ownValue: Int) {
        let result = Result(ownValue: ownValue, received: tally.values)
        let reference = WeakReference(tally)
        state.withLock {
            $0.snapshots.append(result)
            $0.references.append(reference)
        }
    }

    /// Every snapshot, in the order added.
    var results: [Result] { state.withLock { $0.snapshots } }
    /// Whether every tally added has been released.
    var allGone: Bool { state.withLock { $0.references.allSatisfy { $0.object == nil } } }
}
