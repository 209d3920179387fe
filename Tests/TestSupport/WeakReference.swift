import Foundation

/// A weak reference that can cross threads.
public final class WeakReference: @unchecked Sendable {
    public private(set) weak var object: AnyObject?

    public init(_ object: AnyObject) {
        self.object = object
    }
}
