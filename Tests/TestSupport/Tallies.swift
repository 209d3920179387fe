import Foundation

/// What each transient observer received, snapshotted when it was cancelled, and weak references to check
/// that every one of them is released afterwards.
public final class Tallies: @unchecked Sendable {
    /// One transient observer's tally.
    public struct Result {
        /// The value its own thread set while it was registered.
        public let ownValue: Int
        /// Everything it received.
        public let received: [Int]
        /// The distinct values it received.
        public var distinct: Set<Int> { Set(received) }
    }

    private let lock = NSLock()
    private var snapshots: [Result] = []
    private var references: [WeakReference] = []

    /// No tallies yet.
    public init() {}

    /// Snapshots `tally` and keeps a weak reference to it; safe from any thread.
    public func add(_ tally: Tally, ownValue: Int) {
        let result = Result(ownValue: ownValue, received: tally.values)
        lock.withLock {
            snapshots.append(result)
            references.append(WeakReference(tally))
        }
    }

    /// Every snapshot, in the order added.
    public var results: [Result] { lock.withLock { snapshots } }
    /// Whether every tally added has been released.
    public var allGone: Bool { lock.withLock { references.allSatisfy { $0.object == nil } } }
}
