import ObserverKit

/// A thread-safe flag that starts unset; an object, so a test can watch its lifetime.
public final class Flag: Sendable {
    private let value = LockedState(false)

    /// An unset flag.
    public init() {}

    /// Sets the flag; safe from any thread.
    public func set() { value.withLock { $0 = true } }
    /// Whether the flag was set.
    public var isSet: Bool { value.withLock { $0 } }
}
