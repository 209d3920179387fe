#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitouch: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITouch` that the interface's `UIControl` tracks: where a finger is.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITouch: Hashable {
        private let point: CGPoint

        // NSObject's identity equality and hash, which UIKit's UITouch inherits (so a Set can hold it).
        /// Whether both are the same touch.
        nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool {
            lhs === rhs
        }

        /// Hashes the object's identity.
        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// A touch at `point` in the coordinates of the view it touches. UIKit makes touches itself and has no
        /// public initializer; this one exists so that Linux tests can play a finger.
        public init(at point: CGPoint) {
            self.point = point
        }

        // https://developer.apple.com/documentation/uikit/uitouch/location(in:).
        /// The touch's location in the coordinate system of `view` (here: the touched view's own).
        open func location(in view: UIView?) -> CGPoint {
            point
        }
    }

    // https://developer.apple.com/documentation/uikit/uievent: iOS 2.0+, tvOS 9.0+.
    /// UIKit's `UIEvent`: the event that touches belong to (nothing of it is modelled but its existence).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIEvent {
        /// An event. UIKit makes events itself; this initializer exists for Linux tests.
        public init() {}
    }
#endif
