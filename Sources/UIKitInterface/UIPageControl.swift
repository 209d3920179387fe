#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uipagecontrol: iOS 2.0+, Mac Catalyst 13.1+, tvOS 9.0+.
    /// The part of UIKit's `UIPageControl` that the UIKit backend uses (see ``UIResponder``).
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    open class UIPageControl: UIControl {
        // https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages: default 0.
        /// The number of pages the control shows as dots.
        open var numberOfPages = 0 {
            didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
        }

        // https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage: default 0; values outside
        // the range are pinned to 0 or numberOfPages - 1.
        /// The current page, shown as the highlighted dot.
        open var currentPage = 0 {
            didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
        }
    }
#endif
