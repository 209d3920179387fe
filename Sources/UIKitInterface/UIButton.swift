#if os(Linux)
    import Foundation

    /// The part of UIKit's `UIButton` that the UIKit backend uses (see ``UIResponder``).
    @MainActor
    open class UIButton: UIControl {
        /// Creates the view with the frame rectangle you specify.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
