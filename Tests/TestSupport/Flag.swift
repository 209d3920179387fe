import Foundation

/// A thread-safe flag.
public final class Flag: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var value = false

    public func set() { lock.withLock { value = true } }
    public var isSet: Bool { lock.withLock { value } }
}
