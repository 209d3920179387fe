import Foundation

/// A thread-safe record of the strings a value's plain observer received.
final class StringLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    /// Records one string; safe from any thread.
    func record(_ string: String) {
        lock.withLock { storage.append(string) }
    }

    /// Every string recorded, in order.
    var strings: [String] { lock.withLock { storage } }
}
