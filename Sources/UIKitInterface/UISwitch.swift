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
    }
#endif
