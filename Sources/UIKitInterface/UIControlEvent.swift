#if os(Linux)
    /// UIKit's `UIControl.Event`, with Apple's raw values.
    extension UIControl {
        // https://developer.apple.com/documentation/uikit/uicontrol/event.
        /// The events a control sends, with UIKit's raw values.
        public struct Event: OptionSet, Hashable, Sendable {
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// The events' bit mask, as in UIKit.
            public let rawValue: UInt

            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// The events of the raw bit mask `rawValue`.
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDown`.
            public static let touchDown = Event(rawValue: 1 << 0)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDownRepeat`.
            public static let touchDownRepeat = Event(rawValue: 1 << 1)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDragInside`.
            public static let touchDragInside = Event(rawValue: 1 << 2)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDragOutside`.
            public static let touchDragOutside = Event(rawValue: 1 << 3)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDragEnter`.
            public static let touchDragEnter = Event(rawValue: 1 << 4)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchDragExit`.
            public static let touchDragExit = Event(rawValue: 1 << 5)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchUpInside`.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchUpOutside`.
            public static let touchUpOutside = Event(rawValue: 1 << 7)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `touchCancel`.
            public static let touchCancel = Event(rawValue: 1 << 8)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `valueChanged`.
            public static let valueChanged = Event(rawValue: 1 << 12)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `primaryActionTriggered`.
            @available(iOS 9.0, tvOS 9.0, *)
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `menuActionTriggered`.
            @available(iOS 14.0, tvOS 14.0, *)
            public static let menuActionTriggered = Event(rawValue: 1 << 14)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `editingDidBegin`.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `editingChanged`.
            public static let editingChanged = Event(rawValue: 1 << 17)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `editingDidEnd`.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `editingDidEndOnExit`.
            public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `allTouchEvents`.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `allEditingEvents`.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `applicationReserved`.
            public static let applicationReserved = Event(rawValue: 0x0F00_0000)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `systemReserved`.
            public static let systemReserved = Event(rawValue: 0xF000_0000)
            // https://developer.apple.com/documentation/uikit/uicontrol/event.
            /// UIKit's `allEvents`.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }
    }
#endif
