#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uiswitch: iOS 2.0+, Mac Catalyst 13.1+, not tvOS (UISwitch.h:
    // `API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos)`).
    /// The part of UIKit's `UISwitch` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class UISwitch: UIControl {
        // https://developer.apple.com/documentation/uikit/uiswitch/ison: default false; setting it does not send valueChanged.
        /// Whether the switch is on.
        open var isOn = false

        // https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:): no action message is
        // sent for a programmatic change.
        /// Sets the state of the switch, optionally animating the change.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }

        // A switch's primary action is its value change on iOS 14 and later: `UISwitch(frame:primaryAction:)`
        // registers its action for primaryActionTriggered (UIControl.h in the iOS 16.5 SDK) and apps rely on a toggle
        // running it; a storyboard switch whose only action is on primaryActionTriggered changes its label when a
        // UI test taps it (github.com/garyb-bs/xcuitest-sample-project, SkyTraining/Base.lproj/Main.storyboard and
        // Lesson3_ExerciseUITests/Tests/SwitchesTests.swift); and `sendActions(for:)` with a control's own event
        // reaches its primaryActionTriggered actions (blog.rachelbrindle.com/2020/07/12/uikit-testing-controls).
        /// The valueChanged, which brings the primaryActionTriggered actions with it.
        override var primaryActionEvent: Event { .valueChanged }
    }
#endif
