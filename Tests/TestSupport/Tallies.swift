import Foundation

/// What each transient observer received, snapshotted when it was cancelled, and weak references to check
/// that every one of them is released afterwards.
public final class Tallies: @unchecked Sendable {
    public init() {}

    public struct Result {
        public let ownValue: Int
        public let received: [Int]
        public var distinct: Set<Int> { Set(received) }
    }

    private let lock = NSLock()
    private var snapshots: [Result] = []
    private var references: [WeakReference] = []

    public func add(_ tally: Tally, ownValue: Int) {
        let result = Result(ownValue: ownValue, received: tally.values)
        lock.withLock {
            snapshots.append(result)
            references.append(WeakReference(tally))
        }
    }

    public var results: [Result] { lock.withLock { snapshots } }
    public var allGone: Bool { lock.withLock { references.allSatisfy { $0.object == nil } } }
}
