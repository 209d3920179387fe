#if os(Linux)
    import Foundation

    /// The part of UIKit's `UISwitch` that the UIKit backend uses (see ``UIResponder``).
    @MainActor
    open class UISwitch: UIControl {
        /// Whether the switch is on.
        open var isOn = false

        /// Creates the view with the frame rectangle you specify.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Sets the state of the switch, optionally animating the change.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }
    }
#endif
