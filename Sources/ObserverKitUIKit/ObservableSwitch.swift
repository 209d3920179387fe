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
        /// tracked: `BindingHold`).
        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            super.endTracking(touch, with: event)
            releaseBindingHold(.touch)
        }

        /// Cancels the touch, then shows a bound value's latest state.
        override open func cancelTracking(with event: UIEvent?) {
            super.cancelTracking(with: event)
            releaseBindingHold(.touch)
        }

        // Where each event comes from (currentEventOrigin): UIKit sends a control's events from inside its
        // touch and press handling, so each of those runs as input from its origin.

        /// A finger touched down: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesBegan(touches, with: event) }
        }

        /// A touch moved: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesMoved(touches, with: event) }
        }

        /// A finger lifted: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesEnded(touches, with: event) }
        }

        /// A touch was cancelled: UIKit's handling, whose events carry origin `.touch`.
        override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesCancelled(touches, with: event) }
        }

        /// A key or remote button went down: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesBegan(presses, with: event) }
        }

        /// A press changed: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesChanged(presses, with: event) }
        }

        /// A key or remote button was released (a focused button's select sends primaryActionTriggered here):
        /// UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesEnded(presses, with: event) }
        }

        /// A press was cancelled: UIKit's handling, whose events carry origin `.keyboard`.
        override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesCancelled(presses, with: event) }
        }

        /// VoiceOver's double tap: a tap, which toggles the switch (touchDown, valueChanged, touchUpInside), with
        /// origin `.accessibility`; returns `false`, sending nothing, when the control is disabled or a touch is being
        /// tracked. Returning `true` tells VoiceOver the control activated itself, so it does not tap it as well.
        nonisolated override open func accessibilityActivate() -> Bool {
            // SDKs before iOS 17 declare UIAccessibility's actions on NSObject without isolation, later ones
            // on the main actor; nonisolated overrides both, and UIKit calls them on the main thread either way.
            MainActor.assumeIsolated {
                guard isEnabled, !isTracking else { return false }
                withEventOrigin(.accessibility) {
                    sendActions(for: .touchDown)
                    setOn(!isOn, animated: true)
                    sendActions(for: .valueChanged)
                    sendActions(for: .touchUpInside)
                }
                return true
            }
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
