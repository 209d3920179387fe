#if canImport(UIKit) || os(Linux)

    /// A scroll view's forwarder (see ``DelegateForwarder``): it reports the scroll view's informational calls
    /// as ``ScrollViewAction``s, after the app's delegate has had them. Table and collection views' forwarders
    /// extend it, so their observers also hear scrolling, as `.scroll(_:)`.
    @MainActor
    class ScrollViewDelegateForwarder: DelegateForwarder, UIScrollViewDelegate {
        /// The observers of the view as a scroll view.
        private(set) lazy var scrollObserver: DelegateObserver<ScrollViewAction> = makeObserver()

        /// The app's delegate, as a scroll view delegate.
        private var app: (any UIScrollViewDelegate)? { appDelegate as? any UIScrollViewDelegate }

        /// Sends `action` to the observers of the view as a scroll view; the table and collection views'
        /// forwarders send it to their own observers as well.
        func report(_ action: ScrollViewAction) {
            scrollObserver.send(action)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            (app?.scrollViewDidScroll)?(scrollView)
            report(.didScroll(contentOffset: scrollView.contentOffset))
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            (app?.scrollViewDidZoom)?(scrollView)
            report(.didZoom(scale: scrollView.zoomScale))
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            (app?.scrollViewWillBeginDragging)?(scrollView)
            report(.willBeginDragging)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            (app?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
            report(.didEndDragging(willDecelerate: decelerate))
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            (app?.scrollViewDidEndDecelerating)?(scrollView)
            report(.didEndDecelerating)
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            (app?.scrollViewDidScrollToTop)?(scrollView)
            report(.didScrollToTop)
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
