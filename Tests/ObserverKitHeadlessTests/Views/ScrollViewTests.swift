import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A headless scroll view: a finger's drag, deceleration on the scheduler, the content's limits.
@MainActor @Suite struct ScrollViewTests {
    func makeScrollView() -> (ScrollView, TestScheduler, () -> [ScrollViewAction]) {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let scheduler = TestScheduler()
        scrollView.scheduler = scheduler
        var actions: [ScrollViewAction] = []
        scrollView.observed.addObserver { actions.append($0) }
        return (scrollView, scheduler, { actions })
    }

    @Test func aDragMovesTheContentByTheFingersMovementFromWhereTheDragBegan() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 395))  // within the threshold: nothing yet
        #expect(actions().isEmpty)
        scrollView.moveTouch(to: CGPoint(x: 160, y: 380))  // the drag begins here, without a jump
        scrollView.moveTouch(to: CGPoint(x: 160, y: 280))
        scrollView.endTouch(velocity: .zero)
        #expect(
            actions() == [
                .willBeginDragging, .didScroll(contentOffset: CGPoint(x: 0, y: 100)),
                .didEndDragging(willDecelerate: false),
            ])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    }

    @Test func aScrollViewThatTakesNoTouchesIgnoresADrag() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.isUserInteractionEnabled = false
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 280))
        scrollView.endTouch(velocity: .zero)
        #expect(actions().isEmpty)
        #expect(scrollView.contentOffset == .zero && !scrollView.isTracking)
    }

    @Test func aTouchThatBeginsOutsideTheBoundsIsNotTheScrollViews() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 600))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        scrollView.endTouch(velocity: .zero)
        #expect(actions().isEmpty)
        #expect(scrollView.contentOffset == .zero && !scrollView.isTracking)
    }

    @Test func turningUserInteractionOffMidDragEndsTheDragWithoutDeceleration() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 380))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 280))
        scrollView.isUserInteractionEnabled = false
        #expect(
            actions() == [
                .willBeginDragging, .didScroll(contentOffset: CGPoint(x: 0, y: 100)),
                .didEndDragging(willDecelerate: false),
            ])
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isTouching(finger: 0))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 100))  // the finger is no longer the view's
        scrollView.endTouch()
        scheduler.advance(by: .seconds(5))
        #expect(actions().count == 3 && scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func aDragStopsAtTheEdgesOfTheContent() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 100))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 200))  // begins
        scrollView.moveTouch(to: CGPoint(x: 260, y: 400))  // pulls down at the top: nothing moves
        #expect(actions() == [.willBeginDragging])
        scrollView.moveTouch(to: CGPoint(x: 160, y: -5000))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1520))
        scrollView.moveTouch(to: CGPoint(x: 160, y: -6000))  // already at the bottom: no second didScroll
        #expect(actions() == [.willBeginDragging, .didScroll(contentOffset: CGPoint(x: 0, y: 1520))])
    }

    @Test func aReleaseWithVelocityDeceleratesOnTheSchedulerUntilItComesToRest() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -1000))  // flicked up: the content scrolls down
        #expect(actions().last == .didEndDragging(willDecelerate: true))
        #expect(scrollView.isDecelerating)
        let atRelease = scrollView.contentOffset.y
        scheduler.advance(by: .milliseconds(16))
        #expect(scrollView.contentOffset.y > atRelease)
        scheduler.advance(by: .seconds(10))
        #expect(!scrollView.isDecelerating)
        #expect(actions().last == .didEndDecelerating)
        #expect(actions().filter { $0 == .didEndDecelerating }.count == 1)
        // About v / ln(1/0.998) / 1000 ≈ 500 points on from the release (UIKit's normal rate).
        #expect(abs(scrollView.contentOffset.y - atRelease - 490) < 20)
        #expect(scheduler.pendingCount == 0)
        let offsets = actions().compactMap { action -> CGFloat? in
            if case .didScroll(let offset) = action { offset.y } else { nil }
        }
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
    }

    @Test func theVelocityIsMeasuredFromTheFingersLastMovementOnTheScheduler() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scheduler.advance(by: .milliseconds(16))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 380))
        scheduler.advance(by: .milliseconds(16))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 360))  // 20 points in 16 ms: 1250 points a second
        scrollView.endTouch()
        #expect(actions().last == .didEndDragging(willDecelerate: true))
        // A finger that stopped for more than 100 ms before lifting has no velocity.
        scheduler.advance(by: .seconds(10))
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        scheduler.advance(by: .milliseconds(200))
        scrollView.endTouch()
        #expect(actions().last == .didEndDragging(willDecelerate: false))
    }

    @Test func decelerationStopsAtAnEdgeAndATouchCatchesItWithoutEndingIt() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 100))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 50))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -100_000))
        scheduler.advance(by: .seconds(5))
        #expect(scrollView.contentOffset.y == 1520)
        #expect(actions().last == .didEndDecelerating)

        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        scrollView.beginTouch(at: CGPoint(x: 160, y: 100))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 50))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -1000))
        scheduler.advance(by: .milliseconds(100))
        let before = actions().count
        scrollView.beginTouch()  // catches the content
        #expect(!scrollView.isDecelerating)
        scheduler.advance(by: .seconds(5))
        scrollView.endTouch()
        #expect(actions().count == before)
        // Pushing against an edge it rests on does not decelerate.
        scrollView.contentOffset = .zero
        scrollView.beginTouch(at: CGPoint(x: 160, y: 100))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 150))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: 1000))
        #expect(actions().last == .didEndDragging(willDecelerate: false))
    }

    @Test func aNegativeOrNaNContentOffsetHasADefinedOutcome() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)  // ignored
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)  // ignored
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        scrollView.contentOffset = CGPoint(x: -50, y: -50)  // clamped to the top
        scrollView.contentOffset = CGPoint(x: -1, y: -1)  // the same clamped offset: no second report
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)  // clamped to the bottom
        #expect(
            actions() == [
                .didScroll(contentOffset: CGPoint(x: 0, y: 300)), .didScroll(contentOffset: .zero),
                .didScroll(contentOffset: CGPoint(x: 0, y: 1520)),
            ])
        scrollView.contentSize = CGSize(width: 320, height: 1000)  // a smaller content clamps the offset
        #expect(actions().last == .didScroll(contentOffset: CGPoint(x: 0, y: 520)))
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)  // ignored
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        scrollView.moveTouch(to: .zero)  // no touch: ignored
        scrollView.endTouch()
        scrollView.cancelTouch()
        #expect(actions().count == 4)
    }

    @Test func aCancelledDragEndsWithoutDecelerationAndATapIsNoDrag() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.tap()
        #expect(actions().isEmpty)
        scrollView.beginTouch(at: CGPoint(x: 10, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 10, y: 300))
        scrollView.cancelTouch()
        #expect(actions() == [.willBeginDragging, .didEndDragging(willDecelerate: false)])
    }

    /// A drag begins once the finger has moved *more* than the threshold: a move of exactly 10 points is still
    /// a touch that may be a tap; the next point past it begins the drag.
    @Test func aMoveOfExactlyTheThresholdIsNoDragYet() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 400 - ScrollingView.dragThreshold))
        #expect(actions().isEmpty && !scrollView.isDragging)
        scrollView.moveTouch(to: CGPoint(x: 160, y: 389.5))
        #expect(actions() == [.willBeginDragging] && scrollView.isDragging)
    }

    /// The deceleration rate keeps UIKit's normal 0.998 unless set within `0..<1`: 1 (which would never stop),
    /// values above it, negative ones and NaN are ignored.
    @Test func aDecelerationRateOutsideZeroToOneIsIgnored() {
        let scrollView = ScrollView()
        #expect(scrollView.decelerationRate == 0.998)
        for ignored: CGFloat in [1, 1.5, -0.1, .nan, .infinity] {
            scrollView.decelerationRate = ignored
            #expect(scrollView.decelerationRate == 0.998, "\(ignored)")
        }
        scrollView.decelerationRate = 0.99
        #expect(scrollView.decelerationRate == 0.99)
        scrollView.decelerationRate = 0
        #expect(scrollView.decelerationRate == 0)
    }

    @Test func scrollToTopAndZoomReportAsUIKits() {
        let (scrollView, _, actions) = makeScrollView()
        #expect(!scrollView.scrollToTop())
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(scrollView.scrollToTop())
        scrollView.zoomScale = 2  // the default range is 1…1
        scrollView.setZoomScaleRange(3, 0.5)  // swapped
        scrollView.zoomScale = 2
        scrollView.zoomScale = .nan
        scrollView.zoomScale = 100
        #expect(
            actions() == [
                .didScroll(contentOffset: CGPoint(x: 0, y: 200)), .didScroll(contentOffset: .zero), .didScrollToTop,
                .didZoom(scale: 2), .didZoom(scale: 3),
            ])
    }

    /// A negative content size counts as zero, as the contentSize DocC says (read back as zero, nothing to scroll).
    @Test func aNegativeContentSizeCountsAsZero() {
        let (scrollView, _, _) = makeScrollView()
        scrollView.contentSize = CGSize(width: -320, height: -5)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.maximumContentOffset == .zero)
    }

    /// A zoom range with a bound that is not positive is ignored: the range stays as it was.
    @Test func aZoomRangeWithANonPositiveBoundIsIgnored() {
        let (scrollView, _, _) = makeScrollView()
        scrollView.setZoomScaleRange(0.5, 3)
        scrollView.setZoomScaleRange(0, 2)
        scrollView.setZoomScaleRange(-1, 2)
        scrollView.setZoomScaleRange(1, -2)
        #expect(scrollView.minimumZoomScale == 0.5 && scrollView.maximumZoomScale == 3)
    }

    /// A new zoom range clamps the zoom scale into it, reported as UIKit reports a zoom (didZoom).
    @Test func aNarrowerZoomRangeClampsTheScale() {
        let (scrollView, _, actions) = makeScrollView()
        scrollView.setZoomScaleRange(0.5, 3)
        scrollView.zoomScale = 3
        scrollView.setZoomScaleRange(1, 2)
        #expect(scrollView.zoomScale == 2)
        #expect(actions() == [.didZoom(scale: 3), .didZoom(scale: 2)])
    }

    /// A tap on the status bar while the content decelerates scrolls to the top and leaves it there: the
    /// deceleration stops (no didEndDecelerating, as a touch stops it), so the content does not move on.
    @Test func scrollingToTheTopStopsADeceleration() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -1000))  // flicked up: the content scrolls down
        scheduler.advance(by: .milliseconds(32))
        #expect(scrollView.isDecelerating)
        #expect(scrollView.scrollToTop())
        let atTop = actions().count
        scheduler.advance(by: .seconds(5))
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        #expect(actions().count == atTop && actions().last == .didScrollToTop)
    }

    /// A finger put down from a handler of a deceleration step's didScroll catches the content there: no
    /// didEndDecelerating, even from the step that would have been the last (a touch during deceleration stops
    /// it, as UIKit).
    @Test func aTouchFromADecelerationStepsDidScrollStopsIt() {
        let (scrollView, scheduler, actions) = makeScrollView()
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        // Just fast enough to decelerate: the first step would be its last.
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -10.2))
        let released = actions().count
        var caught = false
        scrollView.observed.addObserver { [unowned scrollView] action in
            guard !caught, case .didScroll = action else { return }
            caught = true
            scrollView.beginTouch(at: CGPoint(x: 160, y: 240))
        }
        scheduler.advance(by: .seconds(5))
        #expect(caught && !scrollView.isDecelerating && scrollView.isTracking)
        #expect(actions().count == released + 1)  // the one step's didScroll
        #expect(!actions().contains(.didEndDecelerating))
    }

    /// A lift velocity with a component that is not finite counts that component as 0: an infinite or NaN
    /// flick does not fling the content to an edge.
    @Test func aNonFiniteLiftVelocityCountsAsZero() {
        for velocity in [CGPoint(x: 0, y: -.infinity), CGPoint(x: CGFloat.nan, y: CGFloat.nan)] {
            let (scrollView, scheduler, actions) = makeScrollView()
            scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
            scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
            scrollView.endTouch(velocity: velocity)
            scheduler.advance(by: .seconds(5))
            #expect(actions().last == .didEndDragging(willDecelerate: false), "\(velocity)")
            #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        }
    }

    @Test func theScrollViewIsFreedWhileDeceleratingAndItsObserversWithIt() {
        let scheduler = TestScheduler()
        weak var weakView: ScrollView?
        do {
            let scrollView = ScrollView()
            weakView = scrollView
            scrollView.contentSize = CGSize(width: 320, height: 5000)
            scrollView.scheduler = scheduler
            scrollView.observed.addObserver { _ in _ = scrollView.contentOffset }  // a cycle a user might make…
            scrollView.beginTouch(at: CGPoint(x: 0, y: 300))
            scrollView.moveTouch(to: CGPoint(x: 0, y: 100))
            scrollView.endTouch(velocity: CGPoint(x: 0, y: -2000))
            scrollView.observed.removeObservers()  // …and ends
        }
        #expect(weakView == nil)
        scheduler.advance(by: .seconds(5))
    }

    @Test func contentThatFitsTheViewIsNotDraggedUnlessItBounces() {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 300)
        var actions: [ScrollViewAction] = []
        scrollView.observed.addObserver { actions.append($0) }
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 200))
        scrollView.endTouch(velocity: .zero)
        #expect(actions == [])
        #expect(!scrollView.isDragging)
        scrollView.alwaysBounceVertical = true
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 200))
        scrollView.endTouch(velocity: .zero)
        #expect(actions == [.willBeginDragging, .didEndDragging(willDecelerate: false)])
    }
}
