import ObserverKit

/// A thread-safe record of the strings a value's plain observer received; copies share one record.
struct StringLog: Sendable {
    private let storage = LockedState<[String]>([])

    /// Records one string; safe from any thread.
    func record(_ string: String) {
        storage.withLock { $0.append(string) }
    }

    /// Every string recorded, in order.
    var strings: [String] { storage.withLock { $0 } }
}
