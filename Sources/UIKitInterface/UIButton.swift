#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uibutton: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIButton` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIButton: UIControl {
        // App Programming Guide for tvOS, "Detecting Gestures and Button Presses"
        // (developer.apple.com/library/archive/documentation/General/Conceptual/AppleTV_PG/DetectingButtonPressesandGestures.html):
        // a focused UIButton sends its action when the select button is pressed; the action is the button's
        // primary one (https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered,
        // "a semantic action triggered by buttons"), and no touch event comes with it.
        /// A released select press on an enabled button sends primaryActionTriggered.
        @available(iOS 9.0, tvOS 9.0, *)
        override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard isEnabled, presses.contains(where: { $0.type == .select }) else { return }
            sendActions(for: .primaryActionTriggered)
        }

        // A button's primary action is its touch-up inside on iOS 14 and later: `UIButton(frame:primaryAction:)`
        // registers its action for primaryActionTriggered (`allControlEvents` reads 8192) and a tap runs it; and
        // `sendActions(for: .touchUpInside)` from code reaches primaryActionTriggered's actions too (observed:
        // blog.rachelbrindle.com/2020/07/12/uikit-testing-controls). UIKit maps the event in its dispatch, so an
        // action registered for both runs once, and the actions run in the order they were added.
        /// The touchUpInside, which brings the primaryActionTriggered actions with it.
        override var primaryActionEvent: Event { .touchUpInside }
    }
#endif
