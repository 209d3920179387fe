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
        /// The delegate; setting it asks the delegate which of the methods of `delegateSelectorsAskedWhenSet` it
        /// implements, as UIKit's setter does, and is reported to key-value observers of `delegate`. Set to the
        /// delegate it already has, the view keeps its answers: delegate proxies that need UIKit to ask again set
        /// `nil` first (RxCocoa's do), so the model assumes UIKit's setter returns early then.
        open weak var delegate: (any UIScrollViewDelegate)? {
            didSet {
                if delegate !== oldValue {
                    implementedDelegateSelectors = selectors(
                        type(of: self).delegateSelectorsAskedWhenSet, implementedBy: delegate)
                }
                delegateKeyValueObservers.delegateChanged(from: oldValue)
            }
        }

        /// The key-value observers of `delegate`.
        let delegateKeyValueObservers = DelegateKeyValueObservers()

        /// The methods of `delegateSelectorsAskedWhenSet` the delegate said it implements when it was set.
        private var implementedDelegateSelectors: Set<Selector> = []

        // UIKit asks its delegate `respondsToSelector:` for each optional method when the delegate is set, keeps
        // the answers and sends only what was answered yes (see ObjectiveCMessaging.swift). The model does so for
        // the methods whose answer, or presence, changes what UIKit does (the value-returning ones, and those
        // UIKit calls only when implemented): the ones the UIKit backend's forwarder leaves to the app's delegate.
        // It sends the informational ones unasked: the model's empty default of one is what UIKit does without it.
        /// The optional delegate methods asked about when the delegate is set; a subclass adds its own.
        class var delegateSelectorsAskedWhenSet: [Selector] {
            [
                "scrollViewWillEndDragging:withVelocity:targetContentOffset:", "scrollViewWillBeginDecelerating:",
                "viewForZoomingInScrollView:", "scrollViewWillBeginZooming:withView:",
                "scrollViewDidEndZooming:withView:atScale:", "scrollViewShouldScrollToTop:",
            ]
        }

        /// The delegate, when it said it implements `selector` when it was set; otherwise `nil`, and UIKit does
        /// what it does without the method.
        func delegate(implementing selector: Selector) -> (any UIScrollViewDelegate)? {
            releaseValuesOfDeallocatedObjects()
            return implementedDelegateSelectors.contains(selector) ? delegate : nil
        }

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

        // https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale: 1.0 by default.
        /// How small the content can be scaled.
        open var minimumZoomScale: CGFloat = 1

        // https://developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale: 1.0 by default; "It must
        // be greater than the minimum zoom scale for zooming to be enabled" (UIScrollView.h: "the max/min zoom
        // scale must be different"; its pinchGestureRecognizer "will return nil when zooming is disabled").
        /// How large the content can be scaled.
        open var maximumZoomScale: CGFloat = 1

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
            delegate(implementing: "scrollViewWillEndDragging:withVelocity:targetContentOffset:")?
                .scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            isDragging = false
            let decelerates = velocity != .zero
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            guard decelerates else { return }
            isDecelerating = true
            delegate(implementing: "scrollViewWillBeginDecelerating:")?.scrollViewWillBeginDecelerating(self)
            contentOffset = target
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }

        // https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop: iOS 2.0+, unavailable on tvOS,
        // on by default (UIScrollView.h); a tap on the status bar scrolls the view only while it is on and its
        // delegate does not refuse.
        /// Whether a tap on the status bar scrolls the content to the top (true by default).
        @available(tvOS, unavailable)
        open var scrollsToTop = true

        // https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop: "If that scroll view has
        // scrollsToTop set to false, its delegate returns false from scrollViewShouldScrollToTop(_:), or the content
        // is already at the top, nothing happens."
        /// Plays a tap on the status bar: when `scrollsToTop` is on, the delegate allows it
        /// (scrollViewShouldScrollToTop) and the content is not at the top already, the content moves to the top
        /// (didScroll), then didScrollToTop. At the top, nothing happens.
        public func simulateScrollToTop() {
            guard scrollsToTop,
                delegate(implementing: "scrollViewShouldScrollToTop:")?.scrollViewShouldScrollToTop(self) ?? true,
                contentOffset.y != 0
            else { return }
            contentOffset = .zero
            delegate?.scrollViewDidScrollToTop(self)
        }

        /// Plays a pinch to `scale`: UIKit zooms only when zooming is enabled (`maximumZoomScale` above
        /// `minimumZoomScale`; there is no pinch otherwise) and the delegate names a view to zoom
        /// (viewForZooming); then willBeginZooming, the scale held between the two (didZoom), didEndZooming.
        public func simulateZoom(to scale: CGFloat) {
            guard maximumZoomScale > minimumZoomScale,
                let view = delegate(implementing: "viewForZoomingInScrollView:")?.viewForZooming(in: self)
            else { return }
            delegate(implementing: "scrollViewWillBeginZooming:withView:")?.scrollViewWillBeginZooming(self, with: view)
            zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
            delegate(implementing: "scrollViewDidEndZooming:withView:atScale:")?
                .scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
    }
#endif
