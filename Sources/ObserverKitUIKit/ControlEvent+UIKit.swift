#if canImport(UIKit) || os(Linux)

    extension ControlEvent {
        /// The same events as UIKit's `UIControl.Event`: the bits are identical.
        public init(_ events: UIControl.Event) {
            self.init(rawValue: events.rawValue)
        }
    }

    extension UIControl.Event {
        /// The same events as ObserverKit's `ControlEvent`: the bits are identical.
        public init(_ events: ControlEvent) {
            self.init(rawValue: events.rawValue)
        }
    }
#endif
