#if canImport(UIKit) || os(Linux)

    /// A scroll view's forwarder (see ``DelegateForwarder``): it reports the scroll view's informational calls
    /// as ``ScrollViewAction``s, after the app's delegate has had them. Table and collection views' forwarders
    /// extend it, so their observers also hear scrolling, as `.scroll(_:)`.
    ///
    /// An action carries what UIKit's call said: `.didScroll` the offset and `.didZoom` the scale the view had
    /// when UIKit made the call. An app's delegate that moves the content from `scrollViewDidScroll(_:)` (back
    /// in bounds, say) makes UIKit call again, and the observers hear both offsets, in UIKit's order.
    @MainActor
    class ScrollViewDelegateForwarder: DelegateForwarder, UIScrollViewDelegate {
        /// The observers of the view as a scroll view.
        private(set) lazy var scrollObserver: DelegateObserver<ScrollViewAction> = makeObserver()

        /// The app's delegate, as a scroll view delegate.
        private var app: (any UIScrollViewDelegate)? { appDelegate as? any UIScrollViewDelegate }

        /// Delivers `action` to the observers of the view as a scroll view; the table and collection views'
        /// forwarders deliver it to their own observers as well. Called from a call's report (see
        /// ``DelegateForwarder/relay(from:_:reporting:)``).
        func report(_ action: ScrollViewAction) {
            deliver(action, to: scrollObserver)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let offset = scrollView.contentOffset
            relay(from: scrollView) {
                (app?.scrollViewDidScroll)?(scrollView)
            } reporting: {
                report(.didScroll(contentOffset: offset))
            }
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            let scale = scrollView.zoomScale
            relay(from: scrollView) {
                (app?.scrollViewDidZoom)?(scrollView)
            } reporting: {
                report(.didZoom(scale: scale))
            }
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            relay(from: scrollView) {
                (app?.scrollViewWillBeginDragging)?(scrollView)
            } reporting: {
                report(.willBeginDragging)
            }
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            relay(from: scrollView) {
                (app?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
            } reporting: {
                report(.didEndDragging(willDecelerate: decelerate))
            }
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            relay(from: scrollView) {
                (app?.scrollViewDidEndDecelerating)?(scrollView)
            } reporting: {
                report(.didEndDecelerating)
            }
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            relay(from: scrollView) {
                (app?.scrollViewDidScrollToTop)?(scrollView)
            } reporting: {
                report(.didScrollToTop)
            }
        }

        #if os(Linux)
            // The model's other methods, which this forwarder does not implement on Apple platforms: the
            // runtime's forwarding, written out (see DelegateForwarder).
            private func app(_ selector: Selector) -> any UIScrollViewDelegate {
                forwarded(selector, as: (any UIScrollViewDelegate).self)
            }

            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                app("scrollViewWillEndDragging:withVelocity:targetContentOffset:").scrollViewWillEndDragging(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            }

            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                app("scrollViewWillBeginDecelerating:").scrollViewWillBeginDecelerating(scrollView)
            }

            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
                app("scrollViewDidEndScrollingAnimation:").scrollViewDidEndScrollingAnimation(scrollView)
            }

            func viewForZooming(in scrollView: UIScrollView) -> UIView? {
                app("viewForZoomingInScrollView:").viewForZooming(in: scrollView)
            }

            func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
                app("scrollViewWillBeginZooming:withView:").scrollViewWillBeginZooming(scrollView, with: view)
            }

            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                app("scrollViewDidEndZooming:withView:atScale:")
                    .scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
            }

            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
                app("scrollViewShouldScrollToTop:").scrollViewShouldScrollToTop(scrollView)
            }

            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
                app("scrollViewDidChangeAdjustedContentInset:").scrollViewDidChangeAdjustedContentInset(scrollView)
            }
        #endif
    }
#endif
