import Foundation

/// A thread-safe flag that starts unset.
public final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// An unset flag.
    public init() {}

    /// Sets the flag; safe from any thread.
    public func set() { lock.withLock { value = true } }
    /// Whether the flag was set.
    public var isSet: Bool { lock.withLock { value } }
}
