import Foundation
import ObserverKit
import ObserverKitHeadless
import Testing

/// UIKit's spellings of selection from code on the headless table and collection views:
/// `selectRow(at:animated:scrollPosition:)`, `deselectRow(at:animated:)`, `selectItem(at:animated:scrollPosition:)`,
/// `deselectItem(at:animated:)`. The selection reports nothing (as `selectRow(at:)`); the scroll position moves the
/// content offset as code setting it does (clamped, one didScroll); `.none` and `[]` scroll nothing; bad index
/// paths select and scroll nothing.
@MainActor @Suite struct SelectionScrollPositionTests {
    func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
    func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A loaded table of 100 rows of 44 points in a 320 × 440 view (content 4,400 high, offsets 0…3,960), and
    /// what it reports from now on.
    func makeTable() -> (TableView, () -> [TableViewAction]) {
        let table = TableView(numberOfRows: 100, rowHeight: 44, bounds: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.reloadData()
        var actions: [TableViewAction] = []
        table.observed.addObserver { actions.append($0) }
        return (table, { actions })
    }

    /// The scroll and selection reports among `actions` (display reports left out).
    func scrollsAndSelections(_ actions: [ItemListAction]) -> [ItemListAction] {
        actions.filter {
            switch $0 {
            case .willDisplay, .didEndDisplaying: false
            default: true
            }
        }
    }

    @Test(arguments: [
        // (row, position, the offset it comes to)
        (40, TableView.ScrollPosition.top, 1_760.0),  // row 40's top, 40 × 44
        (40, .middle, 1_562.0),  // its centre 1,782 at the view's 220
        (40, .bottom, 1_364.0),  // its bottom 1,804 at the view's 440
        (95, .top, 3_960.0),  // 4,180 is past the content: clamped to the last offset
        (99, .middle, 3_960.0),  // likewise
        (99, .bottom, 3_960.0),  // the last row's bottom is the content's
    ])
    func selectRowScrollsTheRowToItsPlaceWithinTheContent(row index: Int, position: TableView.ScrollPosition, y: Double)
    {
        let (table, actions) = makeTable()
        table.selectRow(at: row(index), animated: true, scrollPosition: position)
        #expect(table.indexPathsForSelectedRows == [row(index)])
        #expect(table.contentOffset == CGPoint(x: 0, y: y))
        #expect(scrollsAndSelections(actions()) == [.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: y)))])
    }

    @Test func selectRowReportsTheScrollOnceAndTheRowsItShowsAndNoSelection() {
        let (table, actions) = makeTable()
        table.selectRow(at: row(40), animated: false, scrollPosition: .top)
        #expect(
            actions()
                == [.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 1_760)))]
                + (0..<10).map { .didEndDisplaying(row($0)) } + (40..<50).map { .willDisplay(row($0)) })
        #expect(table.indexPathsForVisibleRows == (40..<50).map { row($0) })
    }

    @Test func aPositionThatNeedsNoMoveScrollsNothingAndReportsNothing() {
        let (table, actions) = makeTable()
        table.selectRow(at: row(0), animated: true, scrollPosition: .middle)  // would be −198: clamped to 0
        table.selectRow(at: row(3), animated: true, scrollPosition: .bottom)  // would be −264
        table.selectRow(at: row(0), animated: true, scrollPosition: .top)  // there already
        #expect(table.contentOffset == .zero && table.indexPathForSelectedRow == row(0))
        #expect(actions().isEmpty)
    }

    @Test func noneSelectsWithoutScrolling() {
        let (table, actions) = makeTable()
        table.selectRow(at: row(80), animated: true, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [row(80)])
        #expect(table.contentOffset == .zero)
        #expect(actions().isEmpty)
    }

    @Test func aRowBeyondTheCountsSelectsNothingAndDoesNotScroll() {
        let (table, actions) = makeTable()
        table.selectRow(at: row(2), animated: false, scrollPosition: .none)
        for indexPath in [row(100), row(0, 1), row(-1), IndexPath(indexes: [0])] {
            for position in TableView.ScrollPosition.allCases {
                table.selectRow(at: indexPath, animated: true, scrollPosition: position)
            }
        }
        #expect(table.indexPathsForSelectedRows == [row(2)], "the selection is left as it was")
        #expect(table.contentOffset == .zero)
        #expect(actions().isEmpty)
    }

    @Test func nilDeselectsEveryRowWithoutScrollingOrReports() {
        let (table, actions) = makeTable()
        table.allowsMultipleSelection = true
        table.selectRow(at: row(1), animated: false, scrollPosition: .none)
        table.selectRow(at: row(60), animated: false, scrollPosition: .middle)
        #expect(table.indexPathsForSelectedRows == [row(1), row(60)], "with multiple selection, rows add up")
        let scrolled = actions().count
        table.selectRow(at: nil, animated: true, scrollPosition: .top)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(actions().count == scrolled)
    }

    @Test func deselectRowAnimatedDeselectsAsDeselectRowDoesAndReportsNothing() {
        let (table, actions) = makeTable()
        table.selectRow(at: row(4), animated: false, scrollPosition: .none)
        table.deselectRow(at: row(7), animated: true)  // not selected: left alone
        table.deselectRow(at: row(400), animated: true)  // beyond the counts: ignored
        #expect(table.indexPathsForSelectedRows == [row(4)])
        table.deselectRow(at: row(4), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(actions().isEmpty)
    }

    /// A grid of 90 items of 100 × 100 in a 320 × 480 view: three columns, 30 lines, content 3,000 high (offsets
    /// 0…2,520); its content is never wider than the view (the columns fit it).
    func makeGrid() -> (CollectionView, () -> [CollectionViewAction]) {
        let grid = CollectionView(
            numberOfItems: 90, itemSize: CGSize(width: 100, height: 100),
            bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        grid.reloadData()
        var actions: [CollectionViewAction] = []
        grid.observed.addObserver { actions.append($0) }
        return (grid, { actions })
    }

    @Test(arguments: [
        // (item, position, the offset it comes to)
        (30, CollectionView.ScrollPosition.top, CGPoint(x: 0, y: 1_000)),  // line 10
        (31, .centeredVertically, CGPoint(x: 0, y: 810)),  // line 10's centre, 1,050, at the view's 240
        (32, .bottom, CGPoint(x: 0, y: 620)),  // line 10's bottom, 1,100, at the view's 480
        (89, .top, CGPoint(x: 0, y: 2_520)),  // line 29 at 2,900: clamped
        // The content is no wider than the view: a horizontal member keeps x at 0.
        (35, CollectionView.ScrollPosition([.top, .right]), CGPoint(x: 0, y: 1_100)),
        (38, CollectionView.ScrollPosition([.centeredHorizontally, .bottom]), CGPoint(x: 0, y: 820)),
    ])
    func selectItemScrollsTheItemToItsPlaceWithinTheContent(
        item index: Int, position: CollectionView.ScrollPosition, offset: CGPoint
    ) {
        let (grid, actions) = makeGrid()
        grid.selectItem(at: item(index), animated: true, scrollPosition: position)
        #expect(grid.indexPathsForSelectedItems == [item(index)])
        #expect(grid.contentOffset == offset)
        #expect(scrollsAndSelections(actions()) == [.scroll(.didScroll(contentOffset: offset))])
    }

    @Test func anEmptyPositionOrTwoMembersOfOneAxisScrollNothingOnThatAxis() {
        let (grid, actions) = makeGrid()
        grid.selectItem(at: item(40), animated: true, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [item(40)] && grid.contentOffset == .zero)
        grid.selectItem(at: item(41), animated: true, scrollPosition: [.top, .bottom])
        grid.selectItem(at: item(42), animated: true, scrollPosition: [.top, .centeredVertically, .bottom, .left])
        #expect(grid.indexPathsForSelectedItems == [item(42)] && grid.contentOffset == .zero)
        #expect(actions().isEmpty)
        grid.selectItem(at: item(45), animated: true, scrollPosition: [.left, .right, .top])  // y only
        #expect(grid.contentOffset == CGPoint(x: 0, y: 1_500))
        #expect(scrollsAndSelections(actions()) == [.scroll(.didScroll(contentOffset: CGPoint(x: 0, y: 1_500)))])
    }

    @Test func anItemBeyondTheCountsOrSelectionNotAllowedSelectsAndScrollsNothing() {
        let (grid, actions) = makeGrid()
        grid.selectItem(at: item(1), animated: false, scrollPosition: [])
        grid.selectItem(at: item(90), animated: true, scrollPosition: .top)
        grid.selectItem(at: item(0, 1), animated: true, scrollPosition: .bottom)
        grid.selectItem(at: IndexPath(indexes: [0, 1, 2]), animated: true, scrollPosition: .centeredVertically)
        #expect(grid.indexPathsForSelectedItems == [item(1)] && grid.contentOffset == .zero)
        grid.allowsSelection = false
        grid.selectItem(at: item(60), animated: true, scrollPosition: .top)
        grid.selectItem(at: nil, animated: true, scrollPosition: .top)
        grid.deselectItem(at: item(1), animated: true)
        #expect(grid.indexPathsForSelectedItems == [item(1)] && grid.contentOffset == .zero)
        #expect(actions().isEmpty)
    }

    @Test func nilClearsTheItemsAndDeselectItemAnimatedDeselects() {
        let (grid, actions) = makeGrid()
        grid.allowsMultipleSelection = true
        grid.selectItem(at: item(1), animated: false, scrollPosition: [])
        grid.selectItem(at: item(2), animated: false, scrollPosition: [])
        grid.deselectItem(at: item(1), animated: true)
        #expect(grid.indexPathsForSelectedItems == [item(2)])
        grid.selectItem(at: nil, animated: true, scrollPosition: .bottom)
        #expect(grid.indexPathsForSelectedItems == nil && grid.contentOffset == .zero)
        #expect(actions().isEmpty)
    }

    @Test func theScrollPositionsAreUIKitsInNameAndRawValue() {
        #expect(TableView.ScrollPosition.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(TableView.ScrollPosition.allCases == [.none, .top, .middle, .bottom])
        let members: [CollectionView.ScrollPosition] = [
            .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
        ]
        #expect(members.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        #expect(CollectionView.ScrollPosition([]).rawValue == 0)
    }

    @Test func aScrollPositionStopsAFlingSoTheRowStaysWhereItWasPut() {
        let (table, actions) = makeTable()
        let scheduler = TestScheduler()
        table.scheduler = scheduler
        table.beginTouch(at: CGPoint(x: 160, y: 400))
        table.moveTouch(to: CGPoint(x: 160, y: 300))
        table.endTouch(velocity: CGPoint(x: 0, y: -2000))
        scheduler.advance(by: .milliseconds(32))
        #expect(table.isDecelerating)
        table.selectRow(at: row(40), animated: false, scrollPosition: .top)
        #expect(table.contentOffset == CGPoint(x: 0, y: 1_760))
        #expect(!table.isDecelerating && scheduler.pendingCount == 0)
        scheduler.advance(by: .seconds(10))
        #expect(table.contentOffset == CGPoint(x: 0, y: 1_760), "the row is at the top when scrolling concludes")
        #expect(!actions().contains(.scroll(.didEndDecelerating)), "stopped as a touch stops it: no report")
    }

    @Test func noneLeavesAFlingGoing() {
        let (table, _) = makeTable()
        let scheduler = TestScheduler()
        table.scheduler = scheduler
        table.beginTouch(at: CGPoint(x: 160, y: 400))
        table.moveTouch(to: CGPoint(x: 160, y: 300))
        table.endTouch(velocity: CGPoint(x: 0, y: -2000))
        table.selectRow(at: row(40), animated: false, scrollPosition: .none)
        #expect(table.isDecelerating)
    }
}
