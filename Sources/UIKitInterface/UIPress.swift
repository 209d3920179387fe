#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uipress: iOS 9.0+, tvOS 9.0+.
    /// The part of UIKit's `UIPress` that the interface's `UIButton` reads: which physical button was pressed
    /// (a remote's, a game controller's, or a keyboard's while a control has focus).
    @available(iOS 9.0, tvOS 9.0, *)
    @MainActor
    open class UIPress: Hashable {
        // https://developer.apple.com/documentation/uikit/uipress/presstype-swift.enum: the raw values are
        // UIKit's (UIPressTypeUpArrow 0 … UIPressTypePlayPause 6).
        /// The physical buttons a press can come from.
        public enum PressType: Int, Sendable {
            /// The up arrow.
            case upArrow = 0
            /// The down arrow.
            case downArrow = 1
            /// The left arrow.
            case leftArrow = 2
            /// The right arrow.
            case rightArrow = 3
            /// The select button: a remote's touch surface click, or a keyboard's activation key.
            case select = 4
            /// The menu button.
            case menu = 5
            /// The play/pause button.
            case playPause = 6
        }

        // https://developer.apple.com/documentation/uikit/uipress/type.
        /// The button pressed.
        public let type: PressType

        // NSObject's identity equality and hash, which UIKit's UIPress inherits (so a Set can hold it).
        /// Whether both are the same press.
        nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool {
            lhs === rhs
        }

        /// Hashes the object's identity.
        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        /// A press of `type`. UIKit makes presses itself; this initializer exists for Linux tests.
        public init(type: PressType) {
            self.type = type
        }
    }

    // https://developer.apple.com/documentation/uikit/uipressesevent: iOS 9.0+, tvOS 9.0+.
    /// UIKit's `UIPressesEvent`: the event that presses belong to.
    @available(iOS 9.0, tvOS 9.0, *)
    @MainActor
    open class UIPressesEvent: UIEvent {}
#endif
