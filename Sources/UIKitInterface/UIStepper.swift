#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uistepper: iOS 5.0+, Mac Catalyst 13.1+, not tvOS (UIStepper.h:
    // `API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos)`).
    /// The part of UIKit's `UIStepper` that the UIKit backend uses (see ``UIResponder``). As Apple documents,
    /// `value` is clamped to `minimumValue...maximumValue` (0 and 100 by default), `stepValue` is 1 by default,
    /// and `autorepeat`, `isContinuous` are true and `wraps` false by default.
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
        // a stepper is adjustable; VoiceOver's swipe up adds one stepValue and reports valueChanged.
        /// Adds one `stepValue`: valueChanged when the value changed.
        override open func accessibilityIncrement() {
            adjust(by: stepValue)
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement().
        /// Subtracts one `stepValue`: valueChanged when the value changed.
        override open func accessibilityDecrement() {
            adjust(by: -stepValue)
        }

        private func adjust(by delta: Double) {
            let old = value
            value = old + delta
            if value != old { sendActions(for: .valueChanged) }
        }
    }
#endif
