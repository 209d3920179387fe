// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UISwitch` whose events carry `isOn`, bindable to an `ObservableValue<Bool>`.
    open class ObservableSwitch: UISwitch, ObservableControl {
        /// The registry of the switch's observers.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the switch's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// Every event carries the current `isOn`.
        public func observation(for event: ControlEvent) -> Bool {
            isOn
        }

        /// Ends the touch, then shows a bound value's latest state (value changes wait while a touch is
        /// tracked: ``BindingHold``).
        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            super.endTracking(touch, with: event)
            releaseBindingHold(.touch)
        }

        /// Cancels the touch, then shows a bound value's latest state.
        override open func cancelTracking(with event: UIEvent?) {
            super.cancelTracking(with: event)
            releaseBindingHold(.touch)
        }
    }

    extension ObservableSwitch: BindableControl {
        /// The switch's `isOn`; setting it is programmatic (no event).
        public var boundValue: Bool {
            get { isOn }
            set { isOn = newValue }
        }

        /// A switch's user edits arrive as valueChanged.
        public static var boundValueEvents: ControlEvent { .valueChanged }

        /// `.touch` while a touch is tracked (`isTracking`): value changes wait until it ends.
        public var bindingHold: BindingHold? { isTracking ? .touch : nil }
    }
#endif
