#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uibutton: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIButton` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIButton: UIControl {
        // https://developer.apple.com/documentation/uikit/uiview/init(frame:), inherited.
        /// Creates the view with the frame rectangle you specify.
        override public init(frame: CGRect) {
            super.init(frame: frame)
        }

        // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (NSCoding).
        /// Unarchiving is not modelled here: always `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
