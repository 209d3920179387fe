import Foundation

/// A thread-safe count of the values an observer received.
public final class Tally: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var storage: [Int] = []

    public func record(_ value: Int) {
        lock.withLock { storage.append(value) }
    }

    public var values: [Int] { lock.withLock { storage } }
    public var count: Int { values.count }
    public var distinct: Set<Int> { Set(values) }
}
