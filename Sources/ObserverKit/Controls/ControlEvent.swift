/// The events a control sends, with exactly the bit values of UIKit's `UIControl.Event`.
///
/// ```swift
/// let ended: ControlEvent = [.touchUpInside, .touchUpOutside, .touchCancel]
/// for event in ended { print(event) }   // touchUpInside, touchUpOutside, touchCancel
/// ```
///
/// Iterating a set yields its single events in ascending bit order, which is also the order in which a
/// control delivers the events of one multi-event ``ObservableControl/sendActions(for:)``.
public struct ControlEvent: OptionSet, Sequence, Hashable, Sendable {
    /// The bits, identical to `UIControl.Event.rawValue`.
    public let rawValue: UInt

    /// Creates an event set from UIKit-compatible bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// A touch-down inside the control.
    public static let touchDown = ControlEvent(rawValue: 1 << 0)
    /// A repeated touch-down within the double-tap interval (touch count > 1).
    public static let touchDownRepeat = ControlEvent(rawValue: 1 << 1)
    /// A finger dragged within the control's bounds grown by the touch slop.
    public static let touchDragInside = ControlEvent(rawValue: 1 << 2)
    /// A finger dragged outside the control's bounds grown by the touch slop.
    public static let touchDragOutside = ControlEvent(rawValue: 1 << 3)
    /// A finger dragged from outside to inside the grown bounds.
    public static let touchDragEnter = ControlEvent(rawValue: 1 << 4)
    /// A finger dragged from inside to outside the grown bounds.
    public static let touchDragExit = ControlEvent(rawValue: 1 << 5)
    /// A touch lifted inside the grown bounds.
    public static let touchUpInside = ControlEvent(rawValue: 1 << 6)
    /// A touch lifted outside the grown bounds.
    public static let touchUpOutside = ControlEvent(rawValue: 1 << 7)
    /// A touch cancelled by the system (or by disabling the control).
    public static let touchCancel = ControlEvent(rawValue: 1 << 8)
    /// The control's value changed through the user.
    public static let valueChanged = ControlEvent(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap).
    public static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = ControlEvent(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = ControlEvent(rawValue: 1 << 16)
    /// The text of a text control changed through the user.
    public static let editingChanged = ControlEvent(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = ControlEvent(rawValue: 1 << 18)
    /// Editing ended because the user pressed Return.
    public static let editingDidEndOnExit = ControlEvent(rawValue: 1 << 19)
    /// All touch events (the low twelve bits).
    public static let allTouchEvents = ControlEvent(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = ControlEvent(rawValue: 0x000F_0000)
    /// The range reserved for application use.
    public static let applicationReserved = ControlEvent(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = ControlEvent(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)

    // The touch transitions of `onTouchDown()` and `onTouchUp()`, which `ControlObserver` records as each is
    // delivered: constants, without a lazy global.
    /// The events that put a touch down: a finger going down on the control or sliding back onto it.
    @inlinable static var touchDownTransitions: ControlEvent { [.touchDown, .touchDragEnter] }
    /// The events that put it up: the touch ending, cancelled, or leaving the control.
    @inlinable static var touchUpTransitions: ControlEvent {
        [.touchUpInside, .touchUpOutside, .touchDragOutside, .touchCancel]
    }
    /// Both.
    @inlinable static var touchTransitions: ControlEvent { touchDownTransitions.union(touchUpTransitions) }

    /// Iterates the single events of a set, lowest bit first.
    public struct Iterator: IteratorProtocol {
        private var remaining: UInt

        init(_ remaining: UInt) {
            self.remaining = remaining
        }

        /// The next single event, or `nil`.
        public mutating func next() -> ControlEvent? {
            guard remaining != 0 else { return nil }
            let lowest = remaining & (~remaining &+ 1)
            remaining &= remaining &- 1
            return ControlEvent(rawValue: lowest)
        }
    }

    /// An iterator over the single events of this set in ascending order.
    public func makeIterator() -> Iterator {
        Iterator(rawValue)
    }

    /// The number of single events in the set.
    public var underestimatedCount: Int { rawValue.nonzeroBitCount }
}

extension ControlEvent: CustomStringConvertible {
    private static let names: [(ControlEvent, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The event's name (`touchUpInside`), a set's names in brackets, or the raw bits of unnamed events.
    public var description: String {
        let parts = map { event in
            Self.names.first { $0.0 == event }?.1 ?? "0x" + String(event.rawValue, radix: 16)
        }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
