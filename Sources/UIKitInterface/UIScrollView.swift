#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uiscrollview: iOS 2.0+, tvOS 9.0+.
    /// The part of UIKit's `UIScrollView` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIScrollView: UIView {
        // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol: iOS 10.0+, not tvOS (UIScrollView.h:
        // `@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos)`).
        /// The refresh control of the scroll view.
        @available(iOS 10.0, *)
        @available(tvOS, unavailable)
        open var refreshControl: UIRefreshControl?

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
