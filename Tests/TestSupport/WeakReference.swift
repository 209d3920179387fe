import Foundation

/// A weak reference that can cross threads.
public final class WeakReference: @unchecked Sendable {
    /// The object, or nil once it is gone.
    public private(set) weak var object: AnyObject?

    /// A weak reference to `object`.
    public init(_ object: AnyObject) {
        self.object = object
    }
}
