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
            // The model's other methods, which UIKit answers through forwardingTarget(for:): the app's
            // delegate's implementation, or the model's default.
            private var answering: any UIScrollViewDelegate { app ?? NoScrollViewDelegate.shared }

            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                answering.scrollViewWillEndDragging(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            }

            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                answering.scrollViewWillBeginDecelerating(scrollView)
            }

            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
                answering.scrollViewDidEndScrollingAnimation(scrollView)
            }

            func viewForZooming(in scrollView: UIScrollView) -> UIView? {
                answering.viewForZooming(in: scrollView)
            }

            func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
                answering.scrollViewWillBeginZooming(scrollView, with: view)
            }

            func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
                answering.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
            }

            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
                answering.scrollViewShouldScrollToTop(scrollView)
            }

            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
                answering.scrollViewDidChangeAdjustedContentInset(scrollView)
            }
        #endif
    }

    #if os(Linux)
        /// A delegate that implements nothing: the model's defaults, which are UIKit's behaviour without one.
        @MainActor
        final class NoScrollViewDelegate: UITableViewDelegate, UICollectionViewDelegate {
            static let shared = NoScrollViewDelegate()
        }
    #endif
#endif
