import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// A headless table view: selection by tap, rows shown and hidden as they scroll, bad input, scale.
@MainActor @Suite struct TableViewTests {
    /// A table of 320 × 440 points (ten 44-point rows) and what it reports.
    func makeTable(rows: Int = 100) -> (TableView, () -> [TableViewAction]) {
        let table = TableView(numberOfRows: rows, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        var actions: [TableViewAction] = []
        table.observed.addObserver { actions.append($0) }
        return (table, { actions })
    }

    func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func reloadingShowsTheRowsInViewInOrder() {
        let (table, actions) = makeTable()
        #expect(table.indexPathsForVisibleRows == nil)
        table.reloadData()
        #expect(actions() == (0..<10).map { .willDisplay(row($0)) })
        #expect(table.indexPathsForVisibleRows == (0..<10).map { row($0) })
        #expect(table.contentSize == CGSize(width: 320, height: 4400))
    }

    @Test func scrollingShowsAndHidesRowsInTheOrderTheyComeAndGo() {
        let (table, actions) = makeTable()
        table.reloadData()
        let shown = actions().count
        table.contentOffset = CGPoint(x: 0, y: 50)  // row 0 leaves (0…44), rows 10 and 11 come (440…528)
        #expect(
            Array(actions()[shown...]) == [
                .scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 50))), .didEndDisplaying(row(0)),
                .willDisplay(row(10)), .willDisplay(row(11)),
            ])
        let down = actions().count
        table.contentOffset = .zero  // back up: 11 and 10 leave from the end, 0 comes
        #expect(
            Array(actions()[down...]) == [
                .scroll(.didScroll(contentOffset: .zero)), .didEndDisplaying(row(11)), .didEndDisplaying(row(10)),
                .willDisplay(row(0)),
            ])
        let up = actions().count
        table.contentOffset = CGPoint(x: 0, y: 3960)  // a jump: all ten leave, the last ten come
        #expect(
            Array(actions()[(up + 1)...])
                == (0..<10).map { .didEndDisplaying(row($0)) } + (90..<100).map { .willDisplay(row($0)) })
    }

    @Test func aTapOnARowSelectsItAndATapElsewhereDoesNothing() {
        let (table, actions) = makeTable(rows: 5)
        table.reloadData()
        let shown = actions().count
        table.tap(at: CGPoint(x: 100, y: 50))  // row 1
        table.tap(at: CGPoint(x: 100, y: 100))  // row 2: row 1 is deselected first
        table.tap(at: CGPoint(x: 100, y: 100))  // row 2 again: selected again, as UIKit
        table.tap(at: CGPoint(x: 100, y: 300))  // below the five rows: nothing
        #expect(
            Array(actions()[shown...]) == [
                .didSelect(row(1)), .didDeselect(row(1)), .didSelect(row(2)), .didSelect(row(2)),
            ])
        #expect(table.indexPathForSelectedRow == row(2))
        table.allowsSelection = false
        table.tap(at: CGPoint(x: 100, y: 10))
        #expect(actions().count == shown + 4)
    }

    @Test func multipleSelectionAddsAndATapOnASelectedRowDeselectsIt() {
        let (table, actions) = makeTable(rows: 5)
        table.allowsMultipleSelection = true
        table.reloadData()
        let shown = actions().count
        table.tap(at: CGPoint(x: 10, y: 10))
        table.tap(at: CGPoint(x: 10, y: 100))
        table.tap(at: CGPoint(x: 10, y: 10))
        #expect(Array(actions()[shown...]) == [.didSelect(row(0)), .didSelect(row(2)), .didDeselect(row(0))])
        #expect(table.indexPathsForSelectedRows == [row(2)])
        table.tap(at: CGPoint(x: 10, y: 150))
        table.allowsMultipleSelection = false  // keeps the first, silently
        #expect(table.indexPathsForSelectedRows == [row(2)])
    }

    @Test func aDragIsNoTapAndSelectsNothing() {
        let (table, actions) = makeTable()
        table.reloadData()
        table.beginTouch(at: CGPoint(x: 10, y: 300))
        table.moveTouch(to: CGPoint(x: 10, y: 200))
        table.endTouch(velocity: .zero)
        #expect(!actions().contains { if case .didSelect = $0 { true } else { false } })
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func programmaticSelectionReportsNothingAndIgnoresRowsBeyondTheCount() {
        let (table, actions) = makeTable(rows: 3)
        table.selectRow(at: row(1))
        table.selectRow(at: row(3))  // beyond the count: ignored
        table.selectRow(at: row(0, 1))  // no such section: ignored
        table.selectRow(at: IndexPath(indexes: [0]))  // not a row's index path: ignored
        #expect(table.indexPathsForSelectedRows == [row(1)])
        table.deselectRow(at: row(2))  // not selected: nothing
        table.deselectRow(at: row(1))
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(actions().isEmpty)
    }

    @Test func rowsRemovedWhileSelectedLeaveTheSelectionWithoutReportsAndTheLaterOnesMoveUp() {
        let (table, actions) = makeTable(rows: 12)
        table.allowsMultipleSelection = true
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 88)  // rows 2…11 shown
        table.selectRow(at: row(3))
        table.selectRow(at: row(5))
        table.selectRow(at: row(9))
        let before = actions().count
        table.deleteRows(at: [row(5), row(1), row(5), row(40)])  // 5 twice and 40 (no such row): once, ignored
        #expect(table.indexPathsForSelectedRows == [row(2), row(7)])
        #expect(table.numberOfRows(inSection: 0) == 10)
        // Row 5 was shown: its display ends; the rows still shown (old 2…4 and 6…11) stay shown at their new
        // index paths (1…9). The content is now 440 points high: the offset goes to the top, and row 0 (old 0)
        // comes into view.
        #expect(
            Array(actions()[before...]) == [
                .didEndDisplaying(row(5)), .scroll(.didScroll(contentOffset: .zero)), .willDisplay(row(0)),
            ])
        #expect(table.indexPathsForVisibleRows == (0..<10).map { row($0) })
        table.deleteRows(at: [])
        table.deleteRows(at: [row(99)])
        #expect(actions().count == before + 3)
    }

    @Test func aTableWithNoRowsShowsAndSelectsNothingAndDoesNotScroll() {
        let (table, actions) = makeTable(rows: 0)
        table.reloadData()
        table.tap()
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.beginTouch(at: CGPoint(x: 10, y: 300))
        table.moveTouch(to: CGPoint(x: 10, y: 100))
        table.endTouch(velocity: CGPoint(x: 0, y: -5000))
        #expect(actions() == [.scroll(.willBeginDragging), .scroll(.didEndDragging(willDecelerate: false))])
        #expect(table.indexPathsForVisibleRows == nil && table.indexPathForSelectedRow == nil)
        #expect(TableView(numberOfRows: -3).numberOfRows(inSection: 0) == 0)
        #expect(TableView(numberOfRows: 3, rowHeight: .nan).rowHeight == 44)
    }

    @Test func reloadingEndsEveryDisplayAndClearsTheSelectionSilently() {
        let (table, actions) = makeTable(rows: 3)
        table.reloadData()
        table.tap(at: CGPoint(x: 10, y: 10))
        let before = actions().count
        table.reloadData(rowsInSections: [1, 0, 2])
        #expect(
            Array(actions()[before...])
                == [.didEndDisplaying(row(0)), .didEndDisplaying(row(1)), .didEndDisplaying(row(2))]
                + [.willDisplay(row(0)), .willDisplay(row(0, 2)), .willDisplay(row(1, 2))])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 7) == 0)
        #expect(table.indexPathForRow(at: CGPoint(x: 0, y: 50)) == row(0, 2))
    }

    /// `reloadData()` with the same data clears the selection as a reload with new counts does, and reports
    /// nothing about it (UIKit's `reloadData` deselects without calling the delegate).
    @Test func reloadingTheSameDataClearsTheSelectionSilently() {
        let (table, actions) = makeTable(rows: 3)
        table.reloadData()
        table.tap(at: CGPoint(x: 10, y: 50))
        #expect(table.indexPathForSelectedRow == row(1))
        let before = actions().count
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        #expect(!actions()[before...].contains { if case .didDeselect = $0 { true } else { false } })
    }

    @Test func changingTheRowHeightOrTheBoundsLaysOutAgain() {
        let (table, actions) = makeTable(rows: 30)
        table.reloadData()
        let before = actions().count
        table.rowHeight = 88
        #expect(table.indexPathsForVisibleRows == (0..<5).map { row($0) })
        #expect(Array(actions()[before...]).count == 15)  // ten ended, five shown
        table.rowHeight = -1  // ignored
        table.bounds = CGRect(x: 0, y: 0, width: 320, height: 880)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { row($0) })
    }

    /// 10,000 rows scrolled end to end, a finger's drag at a time and by deceleration, on virtual time: every
    /// row is shown exactly once and hidden exactly once (the last screen stays shown), in order.
    @Test func tenThousandRowsScrolledEndToEndShowEachRowOnceInOrder() {
        let table = TableView(numberOfRows: 10_000, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        let scheduler = TestScheduler()
        table.scheduler = scheduler
        var shown: [Int] = []
        var hidden: [Int] = []
        var scrolls = 0
        table.observed.addObserver { action in
            switch action {
            case .willDisplay(let indexPath): shown.append(indexPath.row)
            case .didEndDisplaying(let indexPath): hidden.append(indexPath.row)
            case .scroll(.didScroll): scrolls += 1
            default: break
            }
        }
        table.reloadData()
        while table.contentOffset.y < table.maximumContentOffset.y {
            table.beginTouch(at: CGPoint(x: 160, y: 430))
            scheduler.advance(by: .milliseconds(16))
            table.moveTouch(to: CGPoint(x: 160, y: 400))
            scheduler.advance(by: .milliseconds(16))
            table.moveTouch(to: CGPoint(x: 160, y: 10))
            table.endTouch()
            scheduler.advance(by: .seconds(5))
        }
        #expect(shown == Array(0..<10_000))
        #expect(hidden == Array(0..<9_990))
        #expect(scrolls > 1000)
        #expect(table.indexPathsForVisibleRows == (9_990..<10_000).map { row($0) })
        // And back up to the top by the status bar: the last screen leaves from the end, the first comes.
        shown = []
        hidden = []
        #expect(table.scrollToTop())
        #expect(hidden == Array((9_990..<10_000).reversed()) && shown == Array((0..<10).reversed()))
    }

    @Test func aHandlerThatScrollsOrDeletesWhileRowsAreReportedKeepsEveryReportPaired() {
        let (table, actions) = makeTable(rows: 30)
        var scrolledBack = false
        table.observed.addObserver { [unowned table] action in
            if action == .willDisplay(self.row(10)), !scrolledBack {
                scrolledBack = true
                table.contentOffset = .zero  // from inside the report of rows 10 and 11
            }
        }
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 50)
        var shown = Set<IndexPath>()
        for action in actions() {
            switch action {
            case .willDisplay(let indexPath): #expect(shown.insert(indexPath).inserted)
            case .didEndDisplaying(let indexPath): #expect(shown.remove(indexPath) != nil)
            default: break
            }
        }
        #expect(shown == Set(table.indexPathsForVisibleRows ?? []))
        #expect(table.contentOffset == .zero)
        // A handler that deletes the row just selected: the row goes, and the selection with it.
        table.observed.addObserver { [unowned table] action in
            if action == .didSelect(self.row(2)) { table.deleteRows(at: [self.row(2)]) }
        }
        table.tap(at: CGPoint(x: 10, y: 100))
        #expect(table.numberOfRows(inSection: 0) == 29 && table.indexPathForSelectedRow == nil)
        #expect(Array(actions().suffix(3)) == [.didSelect(row(2)), .didEndDisplaying(row(2)), .willDisplay(row(9))])
    }

    @Test func aTableAndItsObserversAreFreedWhenItsOwnerLetsGo() {
        weak var weakTable: TableView?
        do {
            let table = TableView(numberOfRows: 10)
            weakTable = table
            table.observed.addObserver { [weak table] _ in _ = table?.indexPathForSelectedRow }
            table.reloadData()
            table.tap()
        }
        #expect(weakTable == nil)
    }

    /// Nothing is shown until reloadData(): scrolling before it reports the scroll and no rows.
    @Test func scrollingBeforeTheFirstLayoutShowsNoRows() {
        let (table, actions) = makeTable()
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(actions() == [.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 100)))])
        #expect(table.indexPathsForVisibleRows == nil)
    }

    @Test func aTapBeforeTheFirstLayoutSelectsNothing() {
        let table = TableView(numberOfRows: 100, rowHeight: 44)
        var actions: [TableViewAction] = []
        table.observed.addObserver { actions.append($0) }
        table.tap(at: CGPoint(x: 160, y: 100))
        #expect(table.indexPathsForVisibleRows == nil)
        #expect(actions == [])
        #expect(table.indexPathForSelectedRow == nil)
    }
}
