// UIKit has no slider, switch, stepper or refresh control on tvOS (each is API_UNAVAILABLE(tvos)).
#if (canImport(UIKit) || os(Linux)) && !os(tvOS)

    /// A `UISwitch` whose events carry `isOn`, bindable to an `ObservableValue<Bool>`.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`. A bound value that changes while a touch is tracked shows
    /// once the touch has ended or been cancelled, after the observers of touchUpInside, touchUpOutside or touchCancel,
    /// which see the value the hand left (as on every backend).
    open class ObservableSwitch: UISwitch, ObservableControl {
        /// The switch's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the switch's timed streams: the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// Every event carries the current `isOn`.
        public func observation(for event: ControlEvent) -> Bool {
            isOn
        }

        // Generated from Scripts/UIKitOverrides (tracking, touches, presses): do not edit.
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
        // End of generated overrides.

        /// VoiceOver's double tap: a tap, which toggles the switch (touchDown, valueChanged, touchUpInside; UIKit runs
        /// the primaryActionTriggered actions with the valueChanged), with origin `.accessibility`; returns `false`,
        /// sending nothing, when the control is disabled or a touch is being tracked. Returning `true` tells VoiceOver
        /// the control activated itself, so it does not tap it as well.
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

    extension ObservableSwitch: BindableControl, TouchTrackingControl {
        /// The switch's `isOn`; setting it is programmatic (no event).
        public var boundValue: Bool {
            get { isOn }
            set { isOn = newValue }
        }
    }
#endif
