#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uislider: iOS 2.0+, Mac Catalyst 13.1+, not tvOS (UISlider.h:
    // `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UISlider : UIControl`).
    /// The part of UIKit's `UISlider` that the UIKit backend uses (see ``UIResponder``): as Apple documents,
    /// a value below the minimum or above the maximum is set to the minimum or maximum instead.
    @available(iOS 2.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class UISlider: UIControl {
        private var storedValue: Float = 0

        // https://developer.apple.com/documentation/uikit/uislider/value: default 0; "this value will be pinned to min/max" (UISlider.h).
        /// The slider's value, within `minimumValue...maximumValue`.
        open var value: Float {
            get { storedValue }
            set { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }

        // https://developer.apple.com/documentation/uikit/uislider/minimumvalue: default 0; the value moves up to
        // a new minimum above it; a minimum set above the maximum makes the maximum equal to it.
        /// The smallest value (0 by default); set above the maximum, it moves the maximum up to it.
        open var minimumValue: Float = 0 {
            didSet {
                if maximumValue < minimumValue { maximumValue = minimumValue }
                storedValue = max(storedValue, minimumValue)
            }
        }

        // https://developer.apple.com/documentation/uikit/uislider/maximumvalue: default 1; the value moves down
        // to a new maximum below it; a maximum set below the minimum makes the minimum equal to it.
        /// The largest value (1 by default); set below the minimum, it moves the minimum down to it.
        open var maximumValue: Float = 1 {
            didSet {
                if minimumValue > maximumValue { minimumValue = maximumValue }
                storedValue = min(storedValue, maximumValue)
            }
        }

        // https://developer.apple.com/documentation/uikit/uislider/iscontinuous: default true.
        /// Whether the slider sends valueChanged continuously while tracking (true by default).
        open var isContinuous = true

        // https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:).
        /// Sets the value, optionally animating the change.
        open func setValue(_ value: Float, animated: Bool) {
            self.value = value
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement():
        // a slider is adjustable (UIAccessibilityTraits.adjustable); VoiceOver's swipe up moves it by a tenth
        // of its range and reports valueChanged (UIKit's behaviour, not stated on Apple's pages).
        /// Raises the value by a tenth of the range: valueChanged when it changed; nothing while disabled.
        override open func accessibilityIncrement() {
            adjust(by: (maximumValue - minimumValue) / 10)
        }

        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement().
        /// Lowers the value by a tenth of the range: valueChanged when it changed; nothing while disabled.
        override open func accessibilityDecrement() {
            adjust(by: -(maximumValue - minimumValue) / 10)
        }

        // A disabled control has the notEnabled trait, which "doesn't respond to user interaction"
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled): VoiceOver's
        // adjustment changes nothing and sends nothing then.
        private func adjust(by delta: Float) {
            guard isEnabled else { return }
            let old = value
            value = old + delta
            if value != old { sendActions(for: .valueChanged) }
        }
    }
#endif
