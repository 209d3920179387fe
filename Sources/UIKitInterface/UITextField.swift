#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uitextfield: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UITextField` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UITextField: UIControl {
        // https://developer.apple.com/documentation/uikit/uitextfield/text.
        /// The text the field shows; setting `nil` stores the empty string, as UIKit does.
        open var text: String? {
            get { storedText }
            set { storedText = newValue ?? "" }
        }

        private var storedText = ""

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
