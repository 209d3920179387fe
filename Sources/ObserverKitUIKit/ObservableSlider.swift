// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    @_spi(Backend) import ObserverKit

    /// A `UISlider` that reports `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, bindable to an
    /// `ObservableValue<Float>`.
    ///
    /// Bad input: NaN is ignored by `value`, `minimumValue` and `maximumValue`; infinite bounds clamp to the
    /// largest finite `Float`; `value` clamps to the range, as `UISlider` does; a minimum set above the maximum
    /// moves the maximum up to it and the other way round, as `UISlider` documents (through `ControlRange`,
    /// as on every backend).
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`; VoiceOver's increment and decrement carry
    /// `.accessibility`. A bound value that changes while a touch is tracked shows once the touch has ended or been
    /// cancelled, after the observers of touchUpInside, touchUpOutside or touchCancel, which see the value the hand
    /// left (as on every backend).
    open class ObservableSlider: UISlider, ObservableControl {
        /// What the slider reports: `.isTrackingTouch(Bool)` and `.valueChanged(Float)`, as in every backend.
        public typealias Action = SliderAction

        /// The slider's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the slider's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The value, clamped to the range; NaN is ignored. Setting it sends no event.
        override open var value: Float {
            get { super.value }
            set { setRange { $0.setValue(newValue) } }
        }

        /// The smallest value; NaN is ignored, -infinity clamps to the lowest finite value. Set above the
        /// maximum, it moves the maximum up to it, as `UISlider` documents.
        override open var minimumValue: Float {
            get { super.minimumValue }
            set { setRange { $0.setMinimum(newValue) } }
        }

        /// The largest value; NaN is ignored, infinity clamps to the largest finite value. Set below the
        /// minimum, it moves the minimum down to it, as `UISlider` documents.
        override open var maximumValue: Float {
            get { super.maximumValue }
            set { setRange { $0.setMaximum(newValue) } }
        }

        /// Applies `change` to the slider's range by `ControlRange`'s rules, then shows the result (see
        /// `ControlRange.show(replacingMaximum:setMinimum:setMaximum:setValue:)`).
        private func setRange(_ change: (inout ControlRange<Float>) -> Void) {
            var range = ControlRange<Float>(
                "ObservableSlider", rule: .slider, minimum: super.minimumValue, maximum: super.maximumValue,
                value: super.value)
            change(&range)
            range.show(
                replacingMaximum: super.maximumValue, setMinimum: { super.minimumValue = $0 },
                setMaximum: { super.maximumValue = $0 }, setValue: { super.value = $0 })
        }

        /// valueChanged carries the value; the touch events say whether the slider is tracking.
        public func observation(for event: ControlEvent) -> Action {
            Action(event, value: value, isTracking: isTracking)
        }

        // Generated from Scripts/UIKitOverrides (tracking, touches, presses, adjustment): do not edit.
        override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            super.endTracking(touch, with: event)
            releaseTouchHold()
        }

        override open func cancelTracking(with event: UIEvent?) {
            super.cancelTracking(with: event)
            releaseTouchHold()
        }

        override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesBegan(touches, with: event) }
        }

        override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            withEventOrigin(.touch) { super.touchesMoved(touches, with: event) }
        }

        override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            endingTouch { super.touchesEnded(touches, with: event) }
        }

        override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            endingTouch { super.touchesCancelled(touches, with: event) }
        }

        override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesBegan(presses, with: event) }
        }

        override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesChanged(presses, with: event) }
        }

        override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesEnded(presses, with: event) }
        }

        override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            withEventOrigin(.keyboard) { super.pressesCancelled(presses, with: event) }
        }

        // SDKs before iOS 17 declare UIAccessibility's actions on NSObject without isolation, later ones on the main
        // actor; nonisolated overrides both, and UIKit calls them on the main thread either way.
        nonisolated override open func accessibilityIncrement() {
            MainActor.assumeIsolated {
                withEventOrigin(.accessibility) { super.accessibilityIncrement() }
            }
        }

        nonisolated override open func accessibilityDecrement() {
            MainActor.assumeIsolated {
                withEventOrigin(.accessibility) { super.accessibilityDecrement() }
            }
        }
        // End of generated overrides.

        /// VoiceOver's double tap: a tap on the thumb, which tracks and releases without moving (touchDown,
        /// touchUpInside), with origin `.accessibility`; returns `false`, sending nothing, when the control is disabled
        /// or a touch is being tracked. Returning `true` tells VoiceOver the control activated itself, so it does not
        /// tap it as well.
        nonisolated override open func accessibilityActivate() -> Bool {
            // SDKs before iOS 17 declare UIAccessibility's actions on NSObject without isolation, later ones
            // on the main actor; nonisolated overrides both, and UIKit calls them on the main thread either way.
            MainActor.assumeIsolated {
                guard isEnabled, !isTracking else { return false }
                withEventOrigin(.accessibility) {
                    sendActions(for: .touchDown)
                    sendActions(for: .touchUpInside)
                }
                return true
            }
        }

    }

    extension ObservableSlider: BindableControl, TouchTrackingControl {
        /// The slider's `value`; setting it is programmatic (no event).
        public var boundValue: Float {
            get { value }
            set { value = newValue }
        }
    }
#endif
