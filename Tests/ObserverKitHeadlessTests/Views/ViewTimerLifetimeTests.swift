import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A scroll view, table or collection view dropped by its owner while it decelerates: it goes, and so does the
/// next step it had asked its scheduler for, as a control's repeats and a view's gesture waits go with them.
@MainActor
@Suite("Headless view timer lifetime")
struct ViewTimerLifetimeTests {
    /// Flicks `view` up so that it decelerates on `scheduler`.
    private func flick(_ view: ScrollingView, on scheduler: TestScheduler) {
        view.scheduler = scheduler
        view.beginTouch(at: CGPoint(x: 10, y: 300))
        view.moveTouch(to: CGPoint(x: 10, y: 100))
        view.endTouch(velocity: CGPoint(x: 0, y: -2000))
    }

    @Test("a scroll view dropped while it decelerates leaves nothing pending on its scheduler")
    func scrollView() {
        let scheduler = TestScheduler()
        weak var weakView: ScrollView?
        var actions = 0
        do {
            let scrollView = ScrollView()
            scrollView.contentSize = CGSize(width: 320, height: 5000)
            scrollView.observed.addObserver { [weak scrollView] _ in if scrollView != nil { actions += 1 } }
            flick(scrollView, on: scheduler)
            #expect(scrollView.isDecelerating && scheduler.pendingCount == 1)
            weakView = scrollView
        }
        let reported = actions
        #expect(weakView == nil)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(5))
        #expect(actions == reported)
    }

    @Test("a table and a collection view dropped while they decelerate leave nothing pending")
    func lists() {
        let scheduler = TestScheduler()
        weak var weakTable: TableView?
        weak var weakGrid: CollectionView?
        do {
            let table = TableView(numberOfRows: 500)
            let grid = CollectionView(numberOfItems: 5000)
            for list in [table, grid] as [ItemListView] {
                list.observed.addObserver { [weak list] _ in _ = list?.contentOffset }
                list.reloadData()
                flick(list, on: scheduler)
            }
            #expect(scheduler.pendingCount == 2)
            weakTable = table
            weakGrid = grid
        }
        #expect(weakTable == nil && weakGrid == nil)
        #expect(scheduler.pendingCount == 0)
    }
}
