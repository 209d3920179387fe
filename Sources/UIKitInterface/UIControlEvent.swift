#if os(Linux)
    /// UIKit's `UIControl.Event`, with Apple's raw values.
    extension UIControl {
        /// The events a control sends, with UIKit's raw values.
        public struct Event: OptionSet, Hashable, Sendable {
            /// The events' bit mask, as in UIKit.
            public let rawValue: UInt

            /// The events of the raw bit mask `rawValue`.
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// UIKit's `touchDown`.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// UIKit's `touchDownRepeat`.
            public static let touchDownRepeat = Event(rawValue: 1 << 1)
            /// UIKit's `touchDragInside`.
            public static let touchDragInside = Event(rawValue: 1 << 2)
            /// UIKit's `touchDragOutside`.
            public static let touchDragOutside = Event(rawValue: 1 << 3)
            /// UIKit's `touchDragEnter`.
            public static let touchDragEnter = Event(rawValue: 1 << 4)
            /// UIKit's `touchDragExit`.
            public static let touchDragExit = Event(rawValue: 1 << 5)
            /// UIKit's `touchUpInside`.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// UIKit's `touchUpOutside`.
            public static let touchUpOutside = Event(rawValue: 1 << 7)
            /// UIKit's `touchCancel`.
            public static let touchCancel = Event(rawValue: 1 << 8)
            /// UIKit's `valueChanged`.
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// UIKit's `primaryActionTriggered`.
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// UIKit's `menuActionTriggered`.
            public static let menuActionTriggered = Event(rawValue: 1 << 14)
            /// UIKit's `editingDidBegin`.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// UIKit's `editingChanged`.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// UIKit's `editingDidEnd`.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// UIKit's `editingDidEndOnExit`.
            public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
            /// UIKit's `allTouchEvents`.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// UIKit's `allEditingEvents`.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            /// UIKit's `applicationReserved`.
            public static let applicationReserved = Event(rawValue: 0x0F00_0000)
            /// UIKit's `systemReserved`.
            public static let systemReserved = Event(rawValue: 0xF000_0000)
            /// UIKit's `allEvents`.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }
    }
#endif
