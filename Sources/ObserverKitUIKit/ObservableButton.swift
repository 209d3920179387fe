#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitInterface
    #endif
    import ObserverKit

    /// A `UIButton` whose events are observed with closures: `addObserver(for: .primaryActionTriggered) { … }`,
    /// which a tap, a focused button's select press (keyboard or remote) and VoiceOver all send.
    ///
    /// UIKit delivers the events through one `UIAction` per observed event, so UIKit's own
    /// `sendActions(for:)` reaches both ObserverKit's observers and any target/action.
    open class ObservableButton: UIButton, ObservableControl {
        /// The registry of the button's observers.
        public private(set) lazy var controlObserver = makeControlObserver()

        /// The scheduler of the button's timed streams (press-and-hold): the main scheduler by default.
        public var scheduler: any Scheduler = MainScheduler()

        /// A button carries no value.
        public func observation(for event: ControlEvent) {}

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
