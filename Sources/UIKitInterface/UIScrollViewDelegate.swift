#if os(Linux)
    import Foundation

    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate: iOS 2.0+, tvOS 9.0+. Every method is
    // optional in UIKit; here each has a default implementation that does what UIKit does when a delegate does
    // not implement it (nothing, or UIKit's default answer), so a type implements the ones it wants, as in UIKit.
    /// The methods a scroll view's delegate may implement.
    @available(iOS 2.0, tvOS 9.0, *)
    @MainActor
    public protocol UIScrollViewDelegate: AnyObject {
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
        /// The content offset changed.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidzoom(_:)
        /// The zoom scale changed.
        func scrollViewDidZoom(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
        /// A drag is about to scroll the content.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
        /// The finger lifts; the delegate may change where the content comes to rest.
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
        /// The drag ended; `decelerate` says whether the content keeps moving.
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
        /// The content starts slowing down after a drag.
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
        /// The content came to rest after decelerating.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
        /// An animated scroll from code ended.
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)
        /// The view to scale when zooming; `nil` (the default) means no zooming.
        func viewForZooming(in scrollView: UIScrollView) -> UIView?
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbeginzooming(_:with:)
        /// Zooming of `view` is about to begin.
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:)
        /// Zooming ended at `scale`.
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)
        /// Whether a tap on the status bar scrolls to the top; `true` by default.
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)
        /// The scroll to the top, from a tap on the status bar, ended.
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
        // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)
        /// The adjusted content inset changed.
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Not implemented: the content comes to rest where UIKit computed.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        /// Not implemented: no view zooms.
        public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
        /// Not implemented: UIKit does nothing.
        public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
        /// Not implemented: scrolling to the top is allowed.
        public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
        /// Not implemented: UIKit does nothing.
        public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    }
#endif
