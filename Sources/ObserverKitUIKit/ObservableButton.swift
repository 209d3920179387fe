#if canImport(UIKit) || os(Linux)

    /// A `UIButton` whose events are observed with closures: `addObserver(for: .primaryActionTriggered) { … }`,
    /// which a tap, a focused button's select press (keyboard or remote) and VoiceOver all send.
    ///
    /// UIKit delivers the events through one `UIAction` per observed event, so UIKit's own
    /// `sendActions(for:)` reaches both ObserverKit's observers and any target/action.
    ///
    /// Origins: the events UIKit sends from its touch handling carry origin `.touch`, and those from its press handling
    /// (a focused control's keyboard or remote) `.keyboard`.
    open class ObservableButton: UIButton, ObservableControl {
        /// The button's observers, per event.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the button's timed streams (press-and-hold): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// A button carries no value.
        public func observation(for event: ControlEvent) {}

        // Generated from Scripts/UIKitOverrides (touches, presses): do not edit.
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

        /// VoiceOver's double tap: a tap's events (touchDown, touchUpInside, primaryActionTriggered), with origin
        /// `.accessibility`; returns `false`, sending nothing, when the control is disabled or a touch is being
        /// tracked. Returning `true` tells VoiceOver the control activated itself, so it does not tap it as well.
        nonisolated override open func accessibilityActivate() -> Bool {
            // SDKs before iOS 17 declare UIAccessibility's actions on NSObject without isolation, later ones
            // on the main actor; nonisolated overrides both, and UIKit calls them on the main thread either way.
            MainActor.assumeIsolated {
                guard isEnabled, !isTracking else { return false }
                withEventOrigin(.accessibility) {
                    sendActions(for: .touchDown)
                    sendActions(for: [.touchUpInside, .primaryActionTriggered] as ControlEvent)
                }
                return true
            }
        }
    }
#endif
