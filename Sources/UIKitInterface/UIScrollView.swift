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

        // https://developer.apple.com/documentation/uikit/uiscrollview/delegate: weak, as UIKit's.
        /// The delegate; setting it is reported to key-value observers of `delegate`, as UIKit's setter is.
        open weak var delegate: (any UIScrollViewDelegate)? {
            didSet { delegateKeyValueObservers.delegateChanged(from: oldValue) }
        }

        /// The key-value observers of `delegate`.
        let delegateKeyValueObservers = DelegateKeyValueObservers()

        // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset: each change calls the
        // delegate's scrollViewDidScroll(_:), from code too.
        /// The point of the content at the view's origin.
        open var contentOffset: CGPoint = .zero {
            didSet { delegate?.scrollViewDidScroll(self) }
        }

        // https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale: each change calls the
        // delegate's scrollViewDidZoom(_:).
        /// How much the content is scaled.
        open var zoomScale: CGFloat = 1 {
            didSet { delegate?.scrollViewDidZoom(self) }
        }

        // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
        /// Whether a finger is scrolling the content.
        open private(set) var isDragging = false

        // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
        /// Whether the content is still moving after the finger lifted.
        open private(set) var isDecelerating = false

        /// Plays a drag in UIKit's order (a test's stand-in for a finger): willBeginDragging, the content at each
        /// of `offsets` (didScroll each), willEndDragging (where the delegate may move the resting point), then
        /// didEndDragging with `willDecelerate` true when the finger lifts with velocity; then, decelerating,
        /// willBeginDecelerating, the content at the resting point, and didEndDecelerating.
        public func simulateDrag(
            through offsets: [CGPoint], velocity: CGPoint = .zero, restingAt resting: CGPoint? = nil
        ) {
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            for offset in offsets { contentOffset = offset }
            var target = resting ?? contentOffset
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            isDragging = false
            let decelerates = velocity != .zero
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            guard decelerates else { return }
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            contentOffset = target
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }

        /// Plays a tap on the status bar: when the delegate allows it (scrollViewShouldScrollToTop), the content
        /// moves to the top (didScroll), then didScrollToTop.
        public func simulateScrollToTop() {
            guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
            contentOffset = .zero
            delegate?.scrollViewDidScrollToTop(self)
        }

        /// Plays a pinch to `scale`: UIKit zooms only when the delegate names a view to zoom (viewForZooming);
        /// then willBeginZooming, the scale (didZoom), didEndZooming.
        public func simulateZoom(to scale: CGFloat) {
            guard let view = delegate?.viewForZooming(in: self) else { return }
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoomScale = scale
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        }
    }
#endif
