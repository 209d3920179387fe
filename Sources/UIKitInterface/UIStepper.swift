#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uistepper: iOS 5.0+, Mac Catalyst 13.1+, not tvOS (UIStepper.h:
    // `API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos)`).
    /// The part of UIKit's `UIStepper` that the UIKit backend uses (see ``UIResponder``). As Apple documents,
    /// `value` is clamped to `minimumValue...maximumValue` (0 and 100 by default), `stepValue` is 1 by default,
    /// and `autorepeat`, `isContinuous` are true and `wraps` false by default. A held touch repeats when a test plays
    /// the repeat timer (``simulateAutorepeatFire()``); the step at touch-down is not modelled.
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class UIStepper: UIControl {
        private var storedValue: Double = 0

        // https://developer.apple.com/documentation/uikit/uistepper/value: default 0, clamped to minimumValue...maximumValue.
        /// The stepper's value, within `minimumValue...maximumValue`.
        open var value: Double {
            get { storedValue }
            set { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }

        // https://developer.apple.com/documentation/uikit/uistepper/minimumvalue: default 0; must be less than
        // the maximum, or the system raises NSInvalidArgumentException (here: the program stops).
        /// The lowest value (0 by default); it must be less than the maximum.
        open var minimumValue: Double = 0 {
            didSet {
                precondition(minimumValue < maximumValue, "NSInvalidArgumentException: minimumValue >= maximumValue")
                storedValue = max(storedValue, minimumValue)
            }
        }

        // https://developer.apple.com/documentation/uikit/uistepper/maximumvalue: default 100; must be greater
        // than the minimum, or the system raises NSInvalidArgumentException (here: the program stops).
        /// The highest value (100 by default); it must be greater than the minimum.
        open var maximumValue: Double = 100 {
            didSet {
                precondition(minimumValue < maximumValue, "NSInvalidArgumentException: maximumValue <= minimumValue")
                storedValue = min(storedValue, maximumValue)
            }
        }

        // https://developer.apple.com/documentation/uikit/uistepper/stepvalue: default 1; must be greater than 0,
        // or the system raises NSInvalidArgumentException (here: the program stops).
        /// How much a press changes the value (1 by default); it must be greater than 0.
        open var stepValue: Double = 1 {
            didSet { precondition(stepValue > 0, "NSInvalidArgumentException: stepValue <= 0") }
        }
        // https://developer.apple.com/documentation/uikit/uistepper/autorepeat: default true.
        /// Whether pressing and holding repeats (true by default).
        open var autorepeat = true
        // https://developer.apple.com/documentation/uikit/uistepper/iscontinuous: default true; false sends valueChanged once when the
        // user interaction ends.
        /// Whether value changes are sent while the user holds (true by default).
        open var isContinuous = true
        // https://developer.apple.com/documentation/uikit/uistepper/wraps: default false.
        /// Whether stepping past an end wraps to the other end (false by default).
        open var wraps = false

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement():
        // a stepper is adjustable; VoiceOver's swipe up adds one stepValue and reports valueChanged. It is an
        // increment, so `wraps` applies (https://developer.apple.com/documentation/uikit/uistepper/wraps:
        // "incrementing beyond maximumValue sets value to minimumValue"), as to a press or a repeat.
        /// Adds one `stepValue` (past the maximum: the minimum with `wraps`, else the maximum): valueChanged when
        /// the value changed; nothing while disabled.
        override open func accessibilityIncrement() {
            adjust(up: true)
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement():
        // `wraps` applies ("decrementing below minimumValue sets value to maximumValue").
        /// Subtracts one `stepValue` (past the minimum: the maximum with `wraps`, else the minimum): valueChanged
        /// when the value changed; nothing while disabled.
        override open func accessibilityDecrement() {
            adjust(up: false)
        }

        // A disabled control has the notEnabled trait, which "doesn't respond to user interaction"
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled): VoiceOver's
        // adjustment changes nothing and sends nothing then.
        private func adjust(up: Bool) {
            guard isEnabled else { return }
            let old = value
            value = stepped(from: old, up: up)
            if value != old { sendActions(for: .valueChanged) }
        }

        /// One `stepValue` up or down from `old`: past a limit, the other limit with `wraps`, else the limit.
        private func stepped(from old: Double, up: Bool) -> Double {
            let stepped = up ? old + stepValue : old - stepValue
            if wraps && stepped > maximumValue { return minimumValue }
            if wraps && stepped < minimumValue { return maximumValue }
            return min(max(stepped, minimumValue), maximumValue)
        }

        // The press being tracked. UIStepper tracks its touches itself: UIKit's headers (iOS 5 to 16.5, as
        // class-dumped) show it overriding beginTracking, continueTracking, endTracking and cancelTracking, and
        // keeping the repeat in an NSTimer (`_repeatTimer`, `_repeatCount`, `_startTimer`, `_stopTimer`,
        // `_updateCount:`; from iOS 13 in its visual element, which hands each new value back through
        // `visualElementDidSetValue:` and asks for the event through `visualElementSendValueChangedEvent:`).
        /// The half the tracked touch presses (`up` for the right half) and the value when it began; `nil`
        /// while no touch is tracked.
        private var press: (up: Bool, valueAtTouchDown: Double)?

        // https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:). UIStepper steps
        // when pressed; the model leaves that first step out (it models the repeats): a touch that begins
        // changes nothing here, which the binding-hold tests rely on.
        /// Starts tracking a press on the half `touch` is on (the right half, the middle included, steps up).
        override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            press = (touch.location(in: self).x >= bounds.midX, value)
            return true
        }

        // https://developer.apple.com/documentation/uikit/uistepper/iscontinuous: false sends "a value change
        // event after user interaction ends", here as the tracking ends or is cancelled, before touchUpInside.
        /// Ends the press: the repeats stop; a non-continuous stepper sends valueChanged if the value changed.
        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            endPress()
        }

        /// Cancels the press, as ``endTracking(_:with:)`` ends it.
        override open func cancelTracking(with event: UIEvent?) {
            endPress()
        }

        private func endPress() {
            guard let press else { return }
            self.press = nil
            if !isContinuous && value != press.valueAtTouchDown { sendActions(for: .valueChanged) }
        }

        // https://developer.apple.com/documentation/uikit/uistepper/autorepeat: holding "repeatedly alters
        // value"; the UIStepper page: "The rate of change depends on how long the user continues pressing".
        // Apple documents neither the delay nor the rates, so the model has no clock: a test plays each fire
        // of the repeat timer, as it plays a long press's recognition or a scroll view's deceleration.
        /// Plays one fire of UIStepper's repeat timer while a touch is held on it: one `stepValue` in the
        /// pressed half's direction (wrapping with `wraps`, else clamped), then valueChanged when the value
        /// changed and the stepper `isContinuous` (a non-continuous one reports when the touch ends). UIKit
        /// sends it from the timer, outside any touch method, with `isTracking` still true. Does nothing while
        /// no touch is tracked, or when `autorepeat` is off or the stepper is disabled, as no timer runs then.
        /// The value changes as UIKit's visual element changes it, not through the `value` property.
        public func simulateAutorepeatFire() {
            guard let press, isTracking, autorepeat, isEnabled else { return }
            let old = storedValue
            storedValue = stepped(from: old, up: press.up)
            if isContinuous && storedValue != old { sendActions(for: .valueChanged) }
        }
    }
#endif
