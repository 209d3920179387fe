import ObserverKit
import ObserverKitUIKit
import Testing

/// `observed` on a plain `UIScrollView`: UIKit's calls during a drag, a deceleration, a scroll to the top and
/// a zoom, with the app's delegate answering what only it may answer.
@MainActor
@Suite("UIKit backend: a scroll view's delegate calls as observers")
struct ObservedScrollViewTests {
    /// An app's delegate that stops the content at 100 after a fling, refuses the scroll to top and zooms a view.
    @MainActor
    final class AppScrollDelegate: NSObject, UIScrollViewDelegate {
        let zoomed = UIView(frame: .zero)
        var allowsScrollToTop = false
        var calls: [String] = []

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targetContentOffset.pointee = CGPoint(x: 0, y: 100)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            calls.append("app didEndDecelerating")
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }

        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsScrollToTop }
    }

    @Test("a drag, a fling and its deceleration arrive in UIKit's order, where the app's delegate stops them")
    func dragAndDeceleration() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let app = AppScrollDelegate()
        scrollView.delegate = app
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateDrag(
            through: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 60)], velocity: CGPoint(x: 0, y: 900),
            restingAt: CGPoint(x: 0, y: 400))
        #expect(
            actions == [
                .willBeginDragging,
                .didScroll(contentOffset: CGPoint(x: 0, y: 20)),
                .didScroll(contentOffset: CGPoint(x: 0, y: 60)),
                .didEndDragging(willDecelerate: true),
                .didScroll(contentOffset: CGPoint(x: 0, y: 100)),  // where the app's delegate said to rest
                .didEndDecelerating,
            ])
        #expect(app.calls == ["app didEndDecelerating"])
        token.cancel()
        #expect(scrollView.delegate === app)
    }

    #if !os(tvOS)
        // https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop: "or the content is already at
        // the top, nothing happens".
        @Test("a status bar tap with the content at the top already scrolls nothing and reports nothing")
        func scrollToTopAtTheTop() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            var actions: [ScrollViewAction] = []
            let token = scrollView.observed.addObserver { actions.append($0) }
            scrollView.simulateScrollToTop()
            #expect(actions.isEmpty)
            scrollView.contentOffset = CGPoint(x: 0, y: 300)
            scrollView.simulateScrollToTop()
            scrollView.simulateScrollToTop()  // at the top now
            #expect(
                actions == [
                    .didScroll(contentOffset: CGPoint(x: 0, y: 300)), .didScroll(contentOffset: .zero),
                    .didScrollToTop,
                ])
            token.cancel()
        }

        @Test("a status bar tap does not scroll a view whose scrollsToTop is off, nor ask its delegate")
        func scrollsToTopOff() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentOffset = CGPoint(x: 0, y: 300)
            #expect(scrollView.scrollsToTop)  // UIKit's default
            scrollView.scrollsToTop = false
            var actions: [ScrollViewAction] = []
            let token = scrollView.observed.addObserver { actions.append($0) }
            scrollView.simulateScrollToTop()
            #expect(actions.isEmpty)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
            token.cancel()
        }
    #endif

    @Test("scroll to top and zoom happen only as the app's delegate allows, and are reported when they do")
    func scrollToTopAndZoom() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.maximumZoomScale = 4  // zooming enabled (UIKit's default range, 1 to 1, zooms nothing)
        let app = AppScrollDelegate()
        scrollView.delegate = app
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateScrollToTop()
        #expect(actions.isEmpty)  // the app refuses
        app.allowsScrollToTop = true
        scrollView.simulateScrollToTop()
        scrollView.simulateZoom(to: 2)
        #expect(actions == [.didScroll(contentOffset: .zero), .didScrollToTop, .didZoom(scale: 2)])
        scrollView.delegate = nil
        actions.removeAll()
        scrollView.simulateZoom(to: 3)  // no delegate names a view to zoom: UIKit does not zoom
        #expect(actions.isEmpty)
        #expect(scrollView.zoomScale == 2)
        token.cancel()
        #expect(scrollView.delegate == nil)
    }

    @Test("a pinch zooms nothing while the zoom scales are UIKit's defaults, 1 to 1, even with a view to zoom")
    func noZoomingByDefault() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let app = AppScrollDelegate()
        scrollView.delegate = app
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateZoom(to: 2)
        #expect(actions.isEmpty)
        #expect(scrollView.zoomScale == 1)
        token.cancel()
    }

    @Test("a pinch stops at the zoom scales' limits")
    func zoomWithinTheScales() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        let app = AppScrollDelegate()
        scrollView.delegate = app
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateZoom(to: 5)
        scrollView.simulateZoom(to: 0.1)
        #expect(actions == [.didZoom(scale: 3), .didZoom(scale: 0.5)])
        token.cancel()
    }

    @Test("a drag released without velocity does not decelerate")
    func dragWithoutVelocity() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.simulateDrag(through: [CGPoint(x: 0, y: 5)])
        #expect(
            actions == [
                .willBeginDragging, .didScroll(contentOffset: CGPoint(x: 0, y: 5)),
                .didEndDragging(willDecelerate: false),
            ])
        token.cancel()
    }

    @Test("an offset set from code beyond the content is UIKit's to take: observing neither clamps nor drops it")
    func offsetBeyondContentIsUIKits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var actions: [ScrollViewAction] = []
        let token = scrollView.observed.addObserver { actions.append($0) }
        scrollView.contentOffset = CGPoint(x: 0, y: 10_000)  // no content at all
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10_000))
        #expect(actions == [.didScroll(contentOffset: CGPoint(x: 0, y: 10_000))])
        token.cancel()
    }

    @Test("events, as a stream, counts as an observer: the forwarder stays while it is observed")
    func eventsStream() {
        let scrollView = UIScrollView(frame: .zero)
        var offsets: [CGFloat] = []
        let token = scrollView.observed.events
            .compactMap { action -> CGFloat? in
                guard case .didScroll(let offset) = action else { return nil }
                return offset.y
            }
            .observe { offsets.append($0) }
        scrollView.contentOffset = CGPoint(x: 0, y: 7)
        #expect(scrollView.delegate != nil)
        token.cancel()
        #expect(scrollView.delegate == nil)
        scrollView.contentOffset = CGPoint(x: 0, y: 8)
        #expect(offsets == [7])
    }
}
