#if os(Linux)
    import Foundation

    /// The part of UIKit's `UIScrollView` that the UIKit backend uses (see ``UIResponder``).
    @MainActor
    open class UIScrollView: UIView {
        /// The refresh control of the scroll view.
        open var refreshControl: UIRefreshControl?

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
