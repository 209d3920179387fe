import Foundation

/// A thread-safe record of the values an observer received.
public final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []

    /// An empty tally.
    public init() {}

    /// Records one received value; safe from any thread.
    public func record(_ value: Int) {
        lock.withLock { storage.append(value) }
    }

    /// Every value recorded, in the order recorded.
    public var values: [Int] { lock.withLock { storage } }
    /// How many values were recorded.
    public var count: Int { values.count }
    /// The distinct values recorded.
    public var distinct: Set<Int> { Set(values) }
}
