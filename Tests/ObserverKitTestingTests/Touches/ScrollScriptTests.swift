import Foundation
import ObserverKit
import ObserverKitHeadless
import ObserverKitTesting
import Testing

/// Touch scripts for the scroll views: the drag line, and recording their actions on virtual time.
@MainActor @Suite struct ScrollScriptTests {
    let points: [Character: CGPoint] = [
        "A": CGPoint(x: 160, y: 400), "B": CGPoint(x: 160, y: 300), "C": CGPoint(x: 160, y: 200),
        "R": CGPoint(x: 160, y: 60),
    ]

    func makeTable() -> TableView {
        let table = TableView(numberOfRows: 100, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.reloadData()
        return table
    }

    @Test func aDragLineScrollsATableAndATapSelectsTheRowUnderIt() {
        let table = makeTable()
        #expect(
            ScrollScript(table, points: points).verify(
                "drag:              AdBC-------u-Rt--",
                "willBeginDragging: --x--------------",
                "didScroll:         ---'100'---------",
                "didEndDisplaying:  ---[01]----------",
                "willDisplay:       ---['10''11''12']",
                "didEndDragging:    -----------x-----",
                "didSelect:         --------------3--"
            ) == .matching)
    }

    @Test func aQuickReleaseDeceleratesOnTheScriptsTime() {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        // 100 points in one 16 ms tick: 6,250 points a second. Twenty 16 ms steps later the content runs into
        // the bottom edge, which ends the deceleration.
        #expect(
            ScrollScript(scrollView, points: points).verify(
                "drag:               AdBCu--------------------",
                "didEndDragging:     ----d--------------------",
                "didEndDecelerating: ------------------------x"
            ) == .matching)
        #expect(scrollView.contentOffset.y == scrollView.maximumContentOffset.y)
    }

    @Test func theRecorderStampsActionsWithVirtualTime() {
        let scheduler = TestScheduler()
        let scrollView = ScrollView()
        scrollView.scheduler = scheduler
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let recorder = scrollView.observed.recorder(clock: scheduler)
        scrollView.beginTouch(at: CGPoint(x: 100, y: 400))
        scrollView.moveTouch(to: CGPoint(x: 100, y: 300))
        scheduler.advance(by: .milliseconds(16))
        scrollView.moveTouch(to: CGPoint(x: 100, y: 200))
        scrollView.endTouch()
        scheduler.advance(by: .seconds(5))
        let recorded = recorder.recorded
        #expect(recorded.first == .at(.zero, .willBeginDragging))
        #expect(recorded[1] == .at(.milliseconds(16), .didScroll(contentOffset: CGPoint(x: 0, y: 100))))
        #expect(recorded[2] == .at(.milliseconds(16), .didEndDragging(willDecelerate: true)))
        #expect(recorded[3].time == .milliseconds(32))  // the first step of deceleration
        #expect(recorded.last?.value == .didEndDecelerating)
    }

    /// didScroll writes the offset's x too when it is not 0, as `x,y`.
    @Test func aHorizontalScrollWritesXAndY() {
        let scrollView = ScrollView(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 2000, height: 480)
        let points: [Character: CGPoint] = [
            "A": CGPoint(x: 300, y: 240), "B": CGPoint(x: 280, y: 240), "C": CGPoint(x: 180, y: 240),
        ]
        #expect(
            ScrollScript(scrollView, points: points).verify(
                "drag:      AdBCc------",
                "didScroll: ---'100,0'-"
            ) == .matching)
    }

    /// An index path in a section other than 0 is written `section.row`.
    @Test func anIndexPathInAnotherSectionIsWrittenWithItsSection() {
        let table = TableView(rowsInSections: [1, 2], rowHeight: 44)
        table.reloadData()
        #expect(
            ScrollScript(table, points: ["P": CGPoint(x: 160, y: 60)]).verify(
                "drag:      Pt----",
                "didSelect: -'1.0'"
            ) == .matching)
    }

    /// The view keeps the recorder's observer, not the recorder: a recorder nobody holds goes, and the view
    /// reports on to nobody.
    @Test func theViewHoldsItsRecorderWeakly() {
        let scrollView = ScrollView()
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        #expect(LeakCheck.run { check in check.expectGone(scrollView.observed.recorder()) } == .noLeaks)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scrollView.contentOffset.y == 40)
    }

    @Test func aCollectionViewsScriptWritesItemsAndMalformedLinesSaySo() {
        let grid = CollectionView(
            numberOfItems: 30, itemSize: CGSize(width: 100, height: 100),
            bounds: CGRect(x: 0, y: 0, width: 320, height: 200))
        grid.reloadData()
        let script = ScrollScript(grid, points: ["P": CGPoint(x: 250, y: 150)])
        #expect(script.verify("drag: Pt--", "didSelect: -5--") == .matching)
        guard case .malformed(let message) = script.verify("drag: Pz--", "didSelect: -5--") else {
            Issue.record("a drag line with z is malformed")
            return
        }
        #expect(message.contains("z is no drag"))
        guard case .malformed(let other) = script.verify("drag: Pt--", "didSelct: -5--") else {
            Issue.record("an unknown output line is malformed")
            return
        }
        #expect(other.contains("is no line"))
    }

    /// A list screen's own timers run on its table's `TestScheduler`; a scroll script kept a clock of its own and
    /// replaced the table's, so a search debounced on the screen's clock never ran during the script (and the
    /// table lost the screen's clock for good).
    @Test func aScriptKeepsTheViewsTestSchedulerSoTheScreensTimersRunOnTheDiagramsTime() {
        let scheduler = TestScheduler()
        let table = TableView(numberOfRows: 0, rowHeight: 44)
        table.scheduler = scheduler
        let reload = scheduler.schedule(after: .milliseconds(300)) { table.reloadData(numberOfRows: 3) }
        let script = ScrollScript(table, tick: .milliseconds(100), points: ["R": CGPoint(x: 160, y: 60)])
        #expect(script.scheduler === scheduler)
        #expect(table.scheduler as? TestScheduler === scheduler)
        #expect(
            script.verify(
                "drag:      ----Rt",
                "didSelect: -----1"
            ) == .matching)
        reload.cancel()
    }
}
