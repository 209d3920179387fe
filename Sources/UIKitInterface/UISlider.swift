#if os(Linux)
    import Foundation

    /// The part of UIKit's `UISlider` that the UIKit backend uses (see ``UIResponder``): as Apple documents,
    /// a value below the minimum or above the maximum is set to the minimum or maximum instead.
    @MainActor
    open class UISlider: UIControl {
        private var storedValue: Float = 0

        /// The slider's value, within `minimumValue...maximumValue`.
        open var value: Float {
            get { storedValue }
            set { storedValue = min(max(newValue, minimumValue), maximumValue) }
        }

        /// The smallest value (0 by default).
        open var minimumValue: Float = 0 {
            didSet { storedValue = max(storedValue, minimumValue) }
        }

        /// The largest value (1 by default).
        open var maximumValue: Float = 1 {
            didSet { storedValue = min(storedValue, maximumValue) }
        }

        /// Whether the slider sends valueChanged continuously while tracking (true by default).
        open var isContinuous = true

        /// Creates the view with the frame rectangle you specify.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Sets the value, optionally animating the change.
        open func setValue(_ value: Float, animated: Bool) {
            self.value = value
        }
    }
#endif
