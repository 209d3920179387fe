import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// Handlers that give a scroll view touch input while it reports a drag's end or a deceleration's step: one
/// deceleration at a time, whatever they do.
@MainActor @Suite struct ScrollViewReentrancyTests {
    /// A 320 × 480 scroll view over 320 × 20,000 points of content on virtual time, what it reports, and
    /// `reaction` run once, on the first report that `trigger` accepts.
    func makeScrollView(
        reactingTo trigger: @escaping (ScrollViewAction) -> Bool, with reaction: @escaping (ScrollView) -> Void
    ) -> (ScrollView, TestScheduler, () -> [ScrollViewAction]) {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 20_000)
        let scheduler = TestScheduler()
        scrollView.scheduler = scheduler
        var actions: [ScrollViewAction] = []
        var reacted = false
        scrollView.observed.addObserver { [unowned scrollView] action in
            actions.append(action)
            guard !reacted, trigger(action) else { return }
            reacted = true
            reaction(scrollView)
        }
        return (scrollView, scheduler, { actions })
    }

    /// A flick up: the finger drags 100 points up and lifts at 1000 points a second.
    func flick(_ scrollView: ScrollView) {
        scrollView.beginTouch(at: CGPoint(x: 160, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 160, y: 300))
        scrollView.endTouch(velocity: CGPoint(x: 0, y: -1000))
    }

    func steps(_ actions: [ScrollViewAction]) -> Int {
        actions.filter { if case .didScroll = $0 { true } else { false } }.count
    }

    @Test func aFlickFromADidEndDraggingHandlerLeavesOneDeceleration() {
        let (scrollView, scheduler, actions) = makeScrollView(
            reactingTo: { $0 == .didEndDragging(willDecelerate: true) }, with: flick)
        flick(scrollView)
        #expect(scrollView.isDecelerating && scheduler.pendingCount == 1)
        let before = steps(actions())
        scheduler.advance(by: .milliseconds(160))
        #expect(steps(actions()) == before + 10)  // one step each 16 ms
        scheduler.advance(by: .seconds(10))
        #expect(actions().filter { $0 == .didEndDecelerating }.count == 1)
        #expect(!scrollView.isDecelerating && scheduler.pendingCount == 0)
    }

    @Test func aFlickFromADidScrollHandlerWhileDeceleratingLeavesOneDeceleration() {
        var decelerating = false
        let (scrollView, scheduler, actions) = makeScrollView(
            reactingTo: { _ in decelerating }, with: flick)
        flick(scrollView)
        decelerating = true  // the next didScroll is the first step's
        scheduler.advance(by: .milliseconds(16))
        #expect(scrollView.isDecelerating && scheduler.pendingCount == 1)
        let before = steps(actions())
        scheduler.advance(by: .milliseconds(160))
        #expect(steps(actions()) == before + 10)
        scheduler.advance(by: .seconds(10))
        #expect(actions().filter { $0 == .didEndDecelerating }.count == 1)
        #expect(!scrollView.isDecelerating && scheduler.pendingCount == 0)
    }

    @Test func aTouchBegunFromADidEndDraggingHandlerStopsTheDecelerationAndIsNoTap() {
        let table = TableView(numberOfRows: 100, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        let scheduler = TestScheduler()
        table.scheduler = scheduler
        table.reloadData()
        var actions: [TableViewAction] = []
        table.observed.addObserver { [unowned table] action in
            actions.append(action)
            if action == .scroll(.didEndDragging(willDecelerate: true)) {
                table.beginTouch(at: CGPoint(x: 160, y: 100))
            }
        }
        table.beginTouch(at: CGPoint(x: 160, y: 400))
        table.moveTouch(to: CGPoint(x: 160, y: 300))
        table.endTouch(velocity: CGPoint(x: 0, y: -1000))
        #expect(table.isTracking && !table.isDecelerating)
        let offset = table.contentOffset
        scheduler.advance(by: .seconds(5))
        #expect(table.contentOffset == offset && scheduler.pendingCount == 0)
        table.endTouch()
        #expect(actions.last == .scroll(.didEndDragging(willDecelerate: true)))  // no didEndDecelerating, no didSelect
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aDragGivenFromADidEndDraggingHandlerLiftsWithItsOwnVelocity() {
        let (scrollView, scheduler, actions) = makeScrollView(
            reactingTo: { $0 == .didEndDragging(willDecelerate: true) },
            with: { scrollView in
                // A drag whose finger stops before it lifts, given finger by finger: no velocity of its own.
                scrollView.beginTouch(finger: 0, at: CGPoint(x: 160, y: 400))
                scrollView.moveTouch(finger: 0, to: CGPoint(x: 160, y: 300))
                scrollView.endTouch(finger: 0)
            })
        flick(scrollView)
        #expect(
            actions() == [
                .willBeginDragging, .didEndDragging(willDecelerate: true),
                .willBeginDragging, .didEndDragging(willDecelerate: false),
            ])
        #expect(!scrollView.isDecelerating && scheduler.pendingCount == 0)
    }
}
