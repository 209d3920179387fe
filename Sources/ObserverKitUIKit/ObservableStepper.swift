// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)
    @_spi(Backend) import ObserverKit

    /// A `UIStepper` whose events carry its value, bindable to an `ObservableValue<Double>`.
    ///
    /// Press-and-hold repeats are `UIStepper`'s own (`autorepeat`), with its acceleration.
    ///
    /// Bad input: NaN is ignored by every numeric property; infinite bounds clamp to the largest finite
    /// `Double`; `value` clamps to the range, as `UIStepper` does; a minimum not below the maximum, or a
    /// `stepValue` that is not greater than 0 (both of which make `UIStepper` raise
    /// `NSInvalidArgumentException`), stops the program with a message naming the values.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`; VoiceOver's increment and decrement carry
    /// `.accessibility`. `UIStepper`'s repeats while a finger rests on it come from its own timer, when UIKit calls no
    /// touch method; they carry `.touch` too, as the headless and GTK steppers' repeats do: a valueChanged sent while
    /// the touch is tracked, outside a touch method and any observer, that reports a value ObserverKit has not seen is
    /// the timer's step. What code sends during the hold stays `.program`: a `sendActions(for:)` of the value
    /// ObserverKit already saw (sent, or set through `value` or the range), a second send of one step, a send from an
    /// observer, and any send while the stepper is not continuous (its repeats send nothing). The limit: the rule
    /// assumes that UIKit's timer changes the value without the `value` property (UIKit's headers show its visual
    /// element handing the value back through a method of its own; Apple does not say); were it to set `value`, the
    /// repeats would carry `.program` again. A bound value that changes while a touch is tracked shows once the touch
    /// has ended or been cancelled, after the observers of touchUpInside, touchUpOutside or touchCancel, which see the
    /// value the hand left (as on every backend).
    open class ObservableStepper: UIStepper, ObservableControl {
        /// The stepper's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the stepper's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// The value, clamped to the range; NaN is ignored. Setting it sends no event.
        override open var value: Double {
            get { super.value }
            set { setRange { $0.setValue(newValue) } }
        }

        /// The lowest value; NaN is ignored, -infinity clamps to the lowest finite value. It must stay below the
        /// maximum (`UIStepper` raises `NSInvalidArgumentException`; this stops with a message naming both).
        override open var minimumValue: Double {
            get { super.minimumValue }
            set { setRange { $0.setMinimum(newValue) } }
        }

        /// The highest value; NaN is ignored, infinity clamps to the largest finite value. It must stay above
        /// the minimum (`UIStepper` raises `NSInvalidArgumentException`; this stops with a message naming both).
        override open var maximumValue: Double {
            get { super.maximumValue }
            set { setRange { $0.setMaximum(newValue) } }
        }

        /// Applies `change` to the stepper's range by `ControlRange`'s rules, then shows the result (see
        /// `ControlRange.show(replacingMaximum:setMinimum:setMaximum:setValue:)`).
        private func setRange(_ change: (inout ControlRange<Double>) -> Void) {
            var range = ControlRange<Double>(
                "ObservableStepper", rule: .stepper, minimum: super.minimumValue, maximum: super.maximumValue,
                value: super.value)
            change(&range)
            range.show(
                replacingMaximum: super.maximumValue, setMinimum: { super.minimumValue = $0 },
                setMaximum: { super.maximumValue = $0 }, setValue: { super.value = $0 })
            repeats.valueSet(super.value)
        }

        /// Tells UIKit's repeated steps from code's sends (see ``sendAction(_:)``).
        private var repeats = StepperRepeatWatch()

        /// Calls `action` as UIKit does, and gives a step of UIKit's repeat timer origin `.touch`: a send made
        /// while a touch is tracked, outside any touch method and any delivery, to a continuous stepper, that
        /// carries a value ObserverKit has not seen (the class's "Origins" says how). Every other send keeps its
        /// origin: the input being handled, else `.program`.
        override open func sendAction(_ action: UIAction) {
            // A send from inside an action's handler is that handler's: it keeps the origin the core gives it and
            // leaves the outer send's bookkeeping alone.
            guard !isSendingAction else {
                super.sendAction(action)
                return
            }
            isSendingAction = true
            defer { isSendingAction = false }
            let untagged = controlObserver.handledInputOrigin == nil && currentEventOrigin == nil
            let repeated = repeats.isRepeatedStep(
                reaching: action.identifier, value: value,
                whileRepeating: untagged && isTracking && isContinuous && autorepeat)
            guard repeated else {
                super.sendAction(action)
                return
            }
            withEventOrigin(.touch) { super.sendAction(action) }
        }

        /// Whether ``sendAction(_:)`` is calling an action.
        private var isSendingAction = false

        /// Begins UIKit's tracking of a touch, from the value as it stands: what the stepper shows when the finger
        /// lands is known, so only what UIKit's timer changes later counts as its step.
        override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            repeats.valueSet(super.value)
            return super.beginTracking(touch, with: event)
        }

        /// How much one press changes the value; NaN is ignored, and it must be greater than 0.
        override open var stepValue: Double {
            get { super.stepValue }
            set {
                guard !newValue.isNaN else { return }
                precondition(newValue > 0, "ObservableStepper: stepValue \(newValue) must be greater than 0")
                super.stepValue = newValue
            }
        }

        /// Every event carries the current value.
        public func observation(for event: ControlEvent) -> Double {
            value
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

    }

    extension ObservableStepper: BindableControl, TouchTrackingControl {
        /// The stepper's `value`; setting it is programmatic (no event).
        public var boundValue: Double {
            get { value }
            set { value = newValue }
        }
    }
#endif
